// The email that carries a midterm's verification code, in the lecturer's language (hy, en, ru).
import type { MailLanguage } from '@campus/contracts';
import type { Mail } from '@campus/kit';

interface CodeMailInput {
  language: MailLanguage;
  to: string;
  code: string;
  /** The course as the lecturer reads it, e.g. "CS101 Programming". */
  course: string;
  sectionNumber: string;
  midtermNumber: number;
  minutes: number;
}

type Texts = (input: CodeMailInput) => { subject: string; lead: string; expiry: string; footer: string };

const TEXTS: Record<MailLanguage, Texts> = {
  hy: ({ code, course, sectionNumber, midtermNumber, minutes }) => ({
    subject: `Միջանկյալ ${midtermNumber}-ի հրապարակման կոդ՝ ${code}`,
    lead: `«${course}», խումբ ${sectionNumber}, միջանկյալ ${midtermNumber}․ գնահատականները հրապարակելու համար մուտքագրեք այս կոդը՝`,
    expiry: `Կոդը գործում է ${minutes} րոպե և միայն մեկ անգամ։`,
    footer: 'Եթե դուք կոդ չեք խնդրել, անտեսեք այս նամակը․ առանց կոդի գնահատականները չեն հրապարակվի։',
  }),
  en: ({ code, course, sectionNumber, midtermNumber, minutes }) => ({
    subject: `Code to publish midterm ${midtermNumber}: ${code}`,
    lead: `To publish the grades of ${course}, section ${sectionNumber}, midterm ${midtermNumber}, enter this code:`,
    expiry: `The code is valid for ${minutes} minutes and can be used once.`,
    footer: 'If you did not ask for a code, ignore this email: nothing is published without it.',
  }),
  ru: ({ code, course, sectionNumber, midtermNumber, minutes }) => ({
    subject: `Код публикации промежуточного контроля ${midtermNumber}: ${code}`,
    lead: `Чтобы опубликовать оценки: «${course}», секция ${sectionNumber}, промежуточный контроль ${midtermNumber}, введите этот код:`,
    expiry: `Код действует ${minutes} минут и только один раз.`,
    footer: 'Если вы не запрашивали код, проигнорируйте это письмо: без кода ничего не будет опубликовано.',
  }),
};

export function codeMail(input: CodeMailInput): Mail {
  const text = TEXTS[input.language](input);
  return {
    to: input.to,
    subject: text.subject,
    text: [text.lead, '', input.code, '', text.expiry, '', text.footer, '', 'Campus'].join('\n'),
    html: [
      `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1f1f">`,
      `<p>${escapeHtml(text.lead)}</p>`,
      `<p style="font-size:28px;font-weight:600;letter-spacing:6px">${input.code}</p>`,
      `<p>${escapeHtml(text.expiry)}</p>`,
      `<p style="color:#555">${escapeHtml(text.footer)}</p>`,
      '<p>Campus</p></body></html>',
    ].join('\n'),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
