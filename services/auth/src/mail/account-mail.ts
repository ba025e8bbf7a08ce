// The emails of account recovery and registration, in Armenian (default), English and Russian.
import type { MailLanguage } from '@campus/contracts';
import { MAIL_LANGUAGES } from '@campus/contracts';
import type { Mail } from '@campus/kit';

/** Mails with a one-time token, and the one that only points the owner of an address to sign-in. */
export type TokenMailKind = 'password-reset' | 'email-verification';
export type AccountMailKind = TokenMailKind | 'account-exists';

interface MailText {
  subject: string;
  greeting: (name: string) => string;
  body: (email: string) => string;
  action: string;
  footer: string;
}

const TEXTS: Record<AccountMailKind, Record<MailLanguage, MailText>> = {
  'password-reset': {
    hy: {
      subject: 'Campus-ի գաղտնաբառի վերականգնում',
      greeting: (name) => `Բարև Ձեզ, ${name}։`,
      body: (email) => `Ստացվել է հայտ՝ վերականգնելու Ձեր Campus հաշվի (${email}) գաղտնաբառը։ Նոր գաղտնաբառ ընտրելու համար բացեք այս հղումը՝`,
      action: 'Ընտրել նոր գաղտնաբառ',
      footer: 'Հղումը գործում է 1 ժամ և միայն մեկ անգամ։ Եթե այս հայտը Դուք չեք ուղարկել, պարզապես անտեսեք նամակը․ Ձեր գաղտնաբառը չի փոխվի։',
    },
    en: {
      subject: 'Reset your Campus password',
      greeting: (name) => `Hello ${name},`,
      body: (email) => `We received a request to reset the password of your Campus account (${email}). Open this link to choose a new password:`,
      action: 'Choose a new password',
      footer: 'The link is valid for 1 hour and works once. If you did not ask for this, ignore this email: your password stays as it is.',
    },
    ru: {
      subject: 'Сброс пароля Campus',
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: (email) => `Поступил запрос на сброс пароля вашей учётной записи Campus (${email}). Чтобы задать новый пароль, откройте ссылку:`,
      action: 'Задать новый пароль',
      footer: 'Ссылка действует 1 час и только один раз. Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.',
    },
  },
  'email-verification': {
    hy: {
      subject: 'Հաստատեք Ձեր էլ. փոստի հասցեն Campus-ում',
      greeting: (name) => `Բարև Ձեզ, ${name}։`,
      body: (email) => `Բարի գալուստ Campus։ Ձեր էլ. փոստի հասցեն (${email}) հաստատելու և մուտք գործելու համար բացեք այս հղումը՝`,
      action: 'Հաստատել հասցեն',
      footer: 'Հղումը գործում է 24 ժամ։ Եթե Դուք հաշիվ չեք ստեղծել, անտեսեք այս նամակը։',
    },
    en: {
      subject: 'Confirm your email address for Campus',
      greeting: (name) => `Hello ${name},`,
      body: (email) => `Welcome to Campus! Open this link to confirm your email address (${email}) and sign in:`,
      action: 'Confirm my address',
      footer: 'The link is valid for 24 hours. If you did not create an account, ignore this email.',
    },
    ru: {
      subject: 'Подтвердите адрес электронной почты в Campus',
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: (email) => `Добро пожаловать в Campus! Чтобы подтвердить адрес электронной почты (${email}) и войти, откройте ссылку:`,
      action: 'Подтвердить адрес',
      footer: 'Ссылка действует 24 часа. Если вы не создавали учётную запись, просто проигнорируйте это письмо.',
    },
  },
  'account-exists': {
    hy: {
      subject: 'Ձեր էլ. փոստով Campus հաշիվ արդեն կա',
      greeting: (name) => `Բարև Ձեզ, ${name}։`,
      body: (email) => `Ինչ-որ մեկը (գուցե Դուք) փորձել է նոր Campus հաշիվ ստեղծել ${email} հասցեով, բայց այդ հասցեով հաշիվ արդեն կա։ Մուտք գործեք, կամ, եթե մոռացել եք գաղտնաբառը, վերականգնեք այն այստեղ՝`,
      action: 'Վերականգնել գաղտնաբառը',
      footer: 'Եթե դա Դուք չեք եղել, անտեսեք այս նամակը․ Ձեր հաշվում ոչինչ չի փոխվել։',
    },
    en: {
      subject: 'You already have a Campus account',
      greeting: (name) => `Hello ${name},`,
      body: (email) => `Someone (perhaps you) tried to create a new Campus account with ${email}, but this address already has one. Sign in, or if you forgot your password, reset it here:`,
      action: 'Reset my password',
      footer: 'If this was not you, ignore this email: nothing about your account has changed.',
    },
    ru: {
      subject: 'У вас уже есть учётная запись Campus',
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: (email) => `Кто-то (возможно, вы) пытался создать новую учётную запись Campus с адресом ${email}, но с этим адресом она уже есть. Войдите или, если забыли пароль, сбросьте его здесь:`,
      action: 'Сбросить пароль',
      footer: 'Если это были не вы, просто проигнорируйте письмо: в вашей учётной записи ничего не изменилось.',
    },
  },
};

const PAGES: Record<AccountMailKind, string> = {
  'password-reset': '/reset-password',
  'email-verification': '/verify-email',
  'account-exists': '/forgot-password',
};

export interface AccountMailInput {
  kind: AccountMailKind;
  language: MailLanguage;
  to: string;
  name: string;
  publicUrl: string;
  /** For the kinds that carry one. */
  token?: string;
}

export function accountLink(publicUrl: string, kind: AccountMailKind, token?: string): string {
  return `${publicUrl}${PAGES[kind]}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

export function accountMail({ kind, language, to, name, publicUrl, token }: AccountMailInput): Mail {
  const text = TEXTS[kind][language];
  const link = accountLink(publicUrl, kind, token);
  return {
    to,
    subject: text.subject,
    text: [text.greeting(name), '', text.body(to), '', link, '', text.footer, '', 'Campus'].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1f1f">`,
      `<p>${escapeHtml(text.greeting(name))}</p>`,
      `<p>${escapeHtml(text.body(to))}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>`,
      `<p style="word-break:break-all;color:#555">${escapeHtml(link)}</p>`,
      `<p style="color:#555">${escapeHtml(text.footer)}</p>`,
      '<p>Campus</p></body></html>',
    ].join('\n'),
  };
}

/** The explicit choice, else the first supported language of Accept-Language, else Armenian. */
export function mailLanguageOf(explicit: MailLanguage | undefined, acceptLanguage: string | undefined): MailLanguage {
  if (explicit) return explicit;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => (MAIL_LANGUAGES as readonly string[]).includes(entry.language))?.language as MailLanguage | undefined) ?? 'hy';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
