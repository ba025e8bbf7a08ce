// Results as PDFs in the reader's language (hy, en, ru), with the kit's shared setup as grading's reports: a survey's
// figures question by question, and a term's evaluations with their faculty and program roll-ups.
import type { AttendancePeriod } from '@campus/contracts/attendance';
import { localizedName } from '@campus/contracts/organizational';
import type { EvaluationOverview, QuestionResult, SurveyResults, SurveyText } from '@campus/contracts/surveys';
import { fileNameWords, PDF_LOCALES, pdfDocument, pdfMadeAt, pdfTable, renderPdf, type Content, type PdfLanguage, type TableCell } from '@campus/kit';

interface Texts {
  overviewTitle: string;
  responses: (responses: number, audience: number, rate: string) => string;
  withheld: (min: number) => string;
  answered: (count: number) => string;
  answer: string;
  count: string;
  share: string;
  meanDeviation: (mean: string, deviation: string) => string;
  noTexts: string;
  lecturer: string;
  section: [course: string, section: string, lecturer: string, programs: string, responses: string, audience: string, rate: string, mean: string];
  group: [name: string, surveys: string, responses: string, audience: string, rate: string, mean: string];
  faculties: string;
  programs: string;
  hidden: string;
  empty: string;
  made: (made: string) => string;
  page: (page: number, pages: number) => string;
}

const TEXTS: Record<PdfLanguage, Texts> = {
  hy: {
    overviewTitle: 'Դասընթացների գնահատում',
    responses: (responses, audience, rate) => `Պատասխաններ՝ ${responses} / ${audience} (${rate})`,
    withheld: (min) => `Արդյունքները թաքցված են, քանի դեռ պատասխանել է ${min}-ից քիչ մարդ, որպեսզի փոքր խմբում պատասխանողները մնան անանուն։`,
    answered: (count) => `Պատասխանել է՝ ${count}`,
    answer: 'Պատասխան',
    count: 'Քանակ',
    share: 'Տոկոս',
    meanDeviation: (mean, deviation) => `Միջին՝ ${mean}, ստանդարտ շեղում՝ ${deviation}`,
    noTexts: 'Պատասխաններ չկան։',
    lecturer: 'Դասախոս',
    section: ['Դասընթաց', 'Խումբ', 'Դասախոս', 'Ծրագրեր', 'Պատասխաններ', 'Լսարան', 'Մասնակցություն', 'Համաձայնության միջին'],
    group: ['Անվանում', 'Հարցումներ', 'Պատասխաններ', 'Լսարան', 'Մասնակցություն', 'Համաձայնության միջին'],
    faculties: 'Ըստ ֆակուլտետի',
    programs: 'Ըստ կրթական ծրագրի',
    hidden: 'թաքցված',
    empty: 'Տվյալներ չկան։',
    made: (made) => `Ստեղծվել է՝ ${made}`,
    page: (page, pages) => `Էջ ${page} / ${pages}`,
  },
  en: {
    overviewTitle: 'Course evaluations',
    responses: (responses, audience, rate) => `Responses: ${responses} of ${audience} (${rate})`,
    withheld: (min) => `The results are withheld until at least ${min} people have answered, so that a small class stays anonymous.`,
    answered: (count) => `Answered by ${count}`,
    answer: 'Answer',
    count: 'Count',
    share: 'Percent',
    meanDeviation: (mean, deviation) => `Mean ${mean}, standard deviation ${deviation}`,
    noTexts: 'No answers.',
    lecturer: 'Lecturer',
    section: ['Course', 'Section', 'Lecturer', 'Programs', 'Responses', 'Audience', 'Response rate', 'Agreement mean'],
    group: ['Name', 'Surveys', 'Responses', 'Audience', 'Response rate', 'Agreement mean'],
    faculties: 'By faculty',
    programs: 'By program',
    hidden: 'withheld',
    empty: 'No data.',
    made: (made) => `Generated ${made}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  ru: {
    overviewTitle: 'Оценка курсов',
    responses: (responses, audience, rate) => `Ответы: ${responses} из ${audience} (${rate})`,
    withheld: (min) => `Результаты скрыты, пока не ответят хотя бы ${min} человек, чтобы в маленькой группе ответы оставались анонимными.`,
    answered: (count) => `Ответили: ${count}`,
    answer: 'Ответ',
    count: 'Число',
    share: 'Процент',
    meanDeviation: (mean, deviation) => `Среднее ${mean}, стандартное отклонение ${deviation}`,
    noTexts: 'Ответов нет.',
    lecturer: 'Преподаватель',
    section: ['Курс', 'Секция', 'Преподаватель', 'Программы', 'Ответы', 'Аудитория', 'Доля ответивших', 'Среднее согласие'],
    group: ['Название', 'Опросы', 'Ответы', 'Аудитория', 'Доля ответивших', 'Среднее согласие'],
    faculties: 'По факультетам',
    programs: 'По программам',
    hidden: 'скрыто',
    empty: 'Нет данных.',
    made: (made) => `Создано: ${made}`,
    page: (page, pages) => `Стр. ${page} из ${pages}`,
  },
};

/** A survey's own text in the language (hy when the language's is empty). */
const inLanguage = (text: SurveyText, language: PdfLanguage) => text[language].trim() || text.hy;

function formats(language: PdfLanguage) {
  const locale = PDF_LOCALES[language];
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return { decimal: (value: number | null) => (value === null ? '—' : decimal.format(value)), percent: (value: number) => `${percent.format(value)} %` };
}

const number = (value: number | string): TableCell => ({ text: String(value), alignment: 'right' });

function questionContent(question: QuestionResult, options: Map<string, SurveyText>, texts: Texts, language: PdfLanguage): Content[] {
  const format = formats(language);
  const content: Content[] = [{ text: inLanguage(question.text, language), bold: false, fontSize: 11, margin: [0, 10, 0, 0] }, { text: texts.answered(question.answered), style: 'note' }];
  if (question.bars.length) {
    const label = (key: string) => (options.has(key) ? inLanguage(options.get(key)!, language) : key);
    content.push(pdfTable({ widths: ['*', 60, 60], header: [texts.answer, texts.count, texts.share], rows: question.bars.map((bar) => [{ text: label(bar.key) }, number(bar.count), number(format.percent(bar.percent))]) }));
  }
  if (question.mean !== null) content.push({ text: texts.meanDeviation(format.decimal(question.mean), format.decimal(question.deviation)), margin: [0, 4, 0, 0] });
  if (question.kind === 'short_text' || question.kind === 'long_text') content.push(question.texts.length ? { ul: question.texts.map((text) => ({ text })), margin: [0, 4, 0, 0] } : { text: texts.noTexts, style: 'note' });
  return content;
}

/** The options' texts by question and option id, from the survey's questions. */
export type OptionTexts = Map<string, Map<string, SurveyText>>;

export function surveyResultsPdf(results: SurveyResults, options: OptionTexts, language: PdfLanguage, timeZone: string, now = new Date()): Promise<Buffer> {
  const texts = TEXTS[language];
  const format = formats(language);
  const title = inLanguage(results.title, language);
  const subject = results.evaluation;
  const content: Content[] = [
    { text: title, style: 'title' },
    ...(subject ? [{ text: `${subject.courseCode} ${localizedName(subject.courseName, language)} · ${subject.sectionName}${subject.lecturerName ? ` · ${texts.lecturer}: ${subject.lecturerName}` : ''}`, margin: [0, 2, 0, 0] } as Content] : []),
    { text: texts.made(pdfMadeAt(language, timeZone, now)), style: 'note' },
    { text: texts.responses(results.responses, results.audienceSize, format.percent(results.responseRate)), margin: [0, 4, 0, 0] },
    ...(results.withheld ? [{ text: texts.withheld(results.minResponses), margin: [0, 12, 0, 0] } as Content] : results.questions.flatMap((question) => questionContent(question, options.get(question.questionId) ?? new Map(), texts, language))),
  ];
  return renderPdf(pdfDocument({ title, language, fontSize: 9, titleSize: 15, content, page: texts.page }));
}

export function overviewPdf(overview: EvaluationOverview, period: AttendancePeriod | undefined, language: PdfLanguage, timeZone: string, now = new Date()): Promise<Buffer> {
  const texts = TEXTS[language];
  const format = formats(language);
  const title = `${texts.overviewTitle}${period ? `: ${period.name}` : ''}`;
  const mean = (value: number | null, hidden: boolean) => (hidden ? texts.hidden : format.decimal(value));
  const sectionRows = overview.sections.map((row): TableCell[] => [
    { text: `${row.subject.courseCode} ${localizedName(row.subject.courseName, language)}` }, { text: row.subject.sectionName }, { text: row.subject.lecturerName ?? '—' }, { text: row.programNames.join(', ') || '—' },
    number(row.responses), number(row.audienceSize), number(format.percent(row.responseRate)), number(mean(row.agreementMean, row.withheld)),
  ]);
  const groupRows = (rows: EvaluationOverview['faculties']) => rows.map((row): TableCell[] => [
    { text: row.name }, number(row.surveys), number(row.responses), number(row.audienceSize), number(format.percent(row.responseRate)), number(mean(row.agreementMean, row.responses < overview.minResponses)),
  ]);
  const group = (heading: string, rows: EvaluationOverview['faculties']): Content[] => (rows.length ? [{ text: heading, fontSize: 12, margin: [0, 14, 0, 4] }, pdfTable({ widths: ['*', 50, 60, 60, 70, 80], header: texts.group, rows: groupRows(rows) })] : []);
  const content: Content[] = [
    { text: title, style: 'title' },
    { text: texts.made(pdfMadeAt(language, timeZone, now)), style: 'note' },
    sectionRows.length ? pdfTable({ widths: ['*', 40, 110, 70, 55, 50, 65, 70], header: texts.section, rows: sectionRows, margin: [0, 8, 0, 0] }) : { text: texts.empty, margin: [0, 12, 0, 0] },
    ...group(texts.faculties, overview.faculties),
    ...group(texts.programs, overview.programs),
  ];
  return renderPdf(pdfDocument({ title, language, orientation: 'landscape', fontSize: 8, titleSize: 15, content, page: texts.page }));
}

/** e.g. survey-results-<title words>.pdf and course-evaluations-2026-Autumn.pdf */
export const surveyResultsFileName = (title: string) => `survey-results-${fileNameWords(title).slice(0, 60) || 'survey'}.pdf`;
export const overviewFileName = (periodName: string) => `course-evaluations-${fileNameWords(periodName) || 'period'}.pdf`;
