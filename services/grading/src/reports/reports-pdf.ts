// A report as a PDF in the reader's language: a portrait A4 table with the title, the period and when it was made,
// built with the kit's PDF setup as the examination board's PDF is.
import type { AttendanceReport, EnrolmentReport, GradesReport, ReportKind, TeachingLoad } from '@campus/contracts/grading';
import { localizedName } from '@campus/contracts/organizational';
import { fileNameWords, PDF_LOCALES as LOCALES, pdfDocument, pdfMadeAt, pdfTable, renderPdf, type PdfLanguage, type TableCell, type TDocumentDefinitions } from '@campus/kit';

export type ReportData =
  | { kind: 'enrolment'; report: EnrolmentReport }
  | { kind: 'teaching-load'; report: TeachingLoad }
  | { kind: 'grades'; report: GradesReport }
  | { kind: 'attendance'; report: AttendanceReport };

interface Texts {
  titles: Record<ReportKind, string>;
  enrolment: [program: string, group: string, students: string];
  total: string;
  load: [lecturer: string, department: string, allocated: string, max: string, weekly: string, sections: string, students: string];
  subject: string;
  students: string;
  scores: string;
  mean: string;
  passRate: (passMark: string) => string;
  attendance: [studentDays: string, missed: string, attended: string];
  empty: string;
  made: (made: string) => string;
  page: (page: number, pages: number) => string;
}

const TEXTS: Record<PdfLanguage, Texts> = {
  hy: {
    titles: { enrolment: 'Ընդունելություն՝ ըստ կրթական ծրագրի և խմբի', 'teaching-load': 'Դասավանդման ծանրաբեռնվածություն', grades: 'Գնահատականների բաշխում և հաջողության ցուցանիշ', attendance: 'Հաճախելիություն' },
    enrolment: ['Կրթական ծրագիր', 'Խումբ', 'Ուսանողներ'],
    total: 'Ընդամենը',
    load: ['Դասախոս', 'Ամբիոն', 'Բաշխված ժամեր', 'Առավելագույն', 'Ժամ/շաբաթ', 'Խմբեր', 'Ուսանողներ'],
    subject: 'Առարկա',
    students: 'Ուսանողներ',
    scores: 'Միավորներ',
    mean: 'Միջին',
    passRate: (passMark) => `Անցել են (≥ ${passMark})`,
    attendance: ['Ուսանող-օրեր', 'Բացակա', 'Հաճախել են'],
    empty: 'Տվյալներ չկան։',
    made: (made) => `Ստեղծվել է՝ ${made}`,
    page: (page, pages) => `Էջ ${page} / ${pages}`,
  },
  en: {
    titles: { enrolment: 'Enrolment by program and group', 'teaching-load': 'Teaching load', grades: 'Grade distribution and pass rates', attendance: 'Attendance rates' },
    enrolment: ['Program', 'Group', 'Students'],
    total: 'Total',
    load: ['Lecturer', 'Department', 'Allocated hours', 'Maximum', 'Hours a week', 'Sections', 'Students'],
    subject: 'Subject',
    students: 'Students',
    scores: 'Scores',
    mean: 'Mean',
    passRate: (passMark) => `Passed (≥ ${passMark})`,
    attendance: ['Student days', 'Missed', 'Attended'],
    empty: 'No data.',
    made: (made) => `Generated ${made}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  ru: {
    titles: { enrolment: 'Контингент по программам и группам', 'teaching-load': 'Учебная нагрузка', grades: 'Распределение оценок и успеваемость', attendance: 'Посещаемость' },
    enrolment: ['Программа', 'Группа', 'Студенты'],
    total: 'Итого',
    load: ['Преподаватель', 'Кафедра', 'Распределено часов', 'Максимум', 'Часов в неделю', 'Секции', 'Студенты'],
    subject: 'Предмет',
    students: 'Студенты',
    scores: 'Оценки',
    mean: 'Средний',
    passRate: (passMark) => `Сдали (≥ ${passMark})`,
    attendance: ['Студенто-дни', 'Пропущено', 'Посещено'],
    empty: 'Нет данных.',
    made: (made) => `Создано: ${made}`,
    page: (page, pages) => `Стр. ${page} из ${pages}`,
  },
};

/** The report's title in a language (the screens' and the file's). */
export const reportTitle = (kind: ReportKind, language: PdfLanguage) => TEXTS[language].titles[kind];

function table(data: ReportData, texts: Texts, language: PdfLanguage): { widths: (number | string)[]; header: string[]; rows: (string | number)[][] } {
  const locale = LOCALES[language];
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const share = (value: number | null) => (value === null ? '—' : percent.format(value));
  const subject = (row: { courseCode: string; courseName: Parameters<typeof localizedName>[0] }) => `${row.courseCode} ${localizedName(row.courseName, language)}`;
  switch (data.kind) {
    case 'enrolment':
      return { widths: ['*', '*', 70], header: texts.enrolment, rows: [...data.report.data.map((row) => [row.programCode ?? '—', row.groupName ?? '—', row.students]), [texts.total, '', data.report.total]] };
    case 'teaching-load':
      return {
        widths: ['*', '*', 50, 50, 50, 40, 50],
        header: texts.load,
        rows: data.report.data.map((row) => [row.lecturerName, localizedName(row.departmentName, language), row.allocatedHours, row.maxLoad, decimal.format(row.weeklyClassHours), row.sections, row.students]),
      };
    case 'grades': {
      const bands = data.report.bands.map((band) => `${decimal.format(band.from)}–${decimal.format(band.to)}`);
      return {
        widths: ['*', 40, 40, ...bands.map(() => 34), 36, 50],
        header: [texts.subject, texts.students, texts.scores, ...bands, texts.mean, texts.passRate(decimal.format(data.report.passMark))],
        rows: data.report.data.map((row) => [subject(row), row.students, row.scores, ...row.bands, row.mean === null ? '—' : decimal.format(row.mean), share(row.passRate)]),
      };
    }
    case 'attendance':
      return { widths: ['*', 50, 60, 50, 60], header: [texts.subject, texts.students, ...texts.attendance], rows: data.report.data.map((row) => [subject(row), row.students, row.studentDays, row.missed, share(row.attendedShare)]) };
  }
}

export function reportPdfDefinition(data: ReportData, language: PdfLanguage, timeZone: string, now = new Date()): TDocumentDefinitions {
  const texts = TEXTS[language];
  const title = `${texts.titles[data.kind]}${data.report.period ? `: ${data.report.period.name}` : ''}`;
  const { widths, header, rows } = table(data, texts, language);
  const cell = (value: string | number): TableCell => (typeof value === 'number' ? { text: String(value), alignment: 'right' } : { text: value });
  return pdfDocument({
    title,
    language,
    fontSize: 8,
    titleSize: 15,
    content: [
      { text: title, style: 'title' },
      { text: texts.made(pdfMadeAt(language, timeZone, now)), style: 'note' },
      rows.length ? pdfTable({ widths, header, rows: rows.map((row) => row.map(cell)), margin: [0, 8, 0, 0] }) : { text: texts.empty, margin: [0, 12, 0, 0] },
    ],
    page: texts.page,
  });
}

export const reportPdf = (data: ReportData, language: PdfLanguage, timeZone: string): Promise<Buffer> => renderPdf(reportPdfDefinition(data, language, timeZone));

/** e.g. report-grades-2026-Autumn.pdf */
export const reportPdfFileName = (kind: ReportKind, periodName: string) => `report-${kind}-${fileNameWords(periodName) || 'period'}.pdf`;
