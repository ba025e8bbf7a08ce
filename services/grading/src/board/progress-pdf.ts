// The examination board's progress view as a PDF, built on the server with pdfmake in the reader's language: a
// landscape A4 table of the students (at-risk rows tinted and marked in words), each with their subjects' averages
// and missed classes, the rules in force above it. DejaVu Sans is embedded (subset): one face covers Armenian,
// Cyrillic and Latin (as organizational's schedule PDF does).
import { createRequire } from 'node:module';
import pdfMake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { AtRiskReason, AtRiskRules, StudentProgress } from '@campus/contracts/grading';
import { localizedName } from '@campus/contracts/organizational';

export type PdfLanguage = 'hy' | 'en' | 'ru';

interface PdfTexts {
  title: string;
  columns: [student: string, group: string, subjects: string, average: string, missed: string, status: string];
  atRisk: string;
  onTrack: string;
  reasons: Record<AtRiskReason, string>;
  rules: (passMark: string, failing: number, share: string) => string;
  counts: (students: number, atRisk: number) => string;
  noStudents: string;
  noScores: string;
  made: (made: string) => string;
  page: (page: number, pages: number) => string;
}

const TEXTS: Record<PdfLanguage, PdfTexts> = {
  hy: {
    title: 'Քննական հանձնաժողով․ ուսանողների առաջադիմություն',
    columns: ['Ուսանող', 'Խումբ', 'Առարկաներ (միջին, բացակայություններ)', 'Միջին', 'Բացակայ.', 'Վիճակ'],
    atRisk: 'Ռիսկի գոտում',
    onTrack: 'Առանց ռիսկի',
    reasons: { low_average: 'Միջինը անցողիկ միավորից ցածր է', failing_subjects: 'Մի քանի առարկա անցողիկ միավորից ցածր է', absences: 'Առարկայից չափազանց շատ բացակայություններ' },
    rules: (passMark, failing, share) => `Ռիսկի գոտում է, եթե միջինը ${passMark}-ից ցածր է${failing ? `, ${failing} կամ ավելի առարկաներ դրանից ցածր են` : ''}, կամ որևէ առարկայի բացակայությունները գերազանցում են պարապմունքների ${share}-ը։`,
    counts: (students, atRisk) => `Ուսանողներ՝ ${students}, ռիսկի գոտում՝ ${atRisk}`,
    noStudents: 'Ընտրված պայմաններով ուսանողներ չկան։',
    noScores: 'չհրապարակված',
    made: (made) => `Ստեղծվել է՝ ${made}`,
    page: (page, pages) => `Էջ ${page} / ${pages}`,
  },
  en: {
    title: 'Examination board: student progress',
    columns: ['Student', 'Group', 'Subjects (average, missed)', 'Average', 'Missed', 'Status'],
    atRisk: 'At risk',
    onTrack: 'On track',
    reasons: { low_average: 'Average under the pass mark', failing_subjects: 'Several subjects under the pass mark', absences: 'Too many absences in a subject' },
    rules: (passMark, failing, share) => `At risk: an average under ${passMark}${failing ? `, ${failing} or more subjects under it` : ''}, or absences over ${share} of a subject's classes.`,
    counts: (students, atRisk) => `${students} students, ${atRisk} at risk`,
    noStudents: 'No students match these filters.',
    noScores: 'not published',
    made: (made) => `Generated ${made}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  ru: {
    title: 'Экзаменационная комиссия: успеваемость студентов',
    columns: ['Студент', 'Группа', 'Предметы (средний балл, пропуски)', 'Средний', 'Пропуски', 'Состояние'],
    atRisk: 'В зоне риска',
    onTrack: 'Без риска',
    reasons: { low_average: 'Средний балл ниже проходного', failing_subjects: 'Несколько предметов ниже проходного балла', absences: 'Слишком много пропусков по предмету' },
    rules: (passMark, failing, share) => `В зоне риска: средний балл ниже ${passMark}${failing ? `, ${failing} или более предметов ниже него` : ''} или пропуски больше ${share} занятий предмета.`,
    counts: (students, atRisk) => `Студентов: ${students}, в зоне риска: ${atRisk}`,
    noStudents: 'Нет студентов, отвечающих условиям.',
    noScores: 'не опубликовано',
    made: (made) => `Создано: ${made}`,
    page: (page, pages) => `Стр. ${page} из ${pages}`,
  },
};

const LOCALES: Record<PdfLanguage, string> = { hy: 'hy', en: 'en-GB', ru: 'ru' };

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

let prepared = false;
/** The document may read the font file and nothing else, and fetch no URL. */
export function preparePdfMake(): void {
  if (prepared) return;
  pdfMake.setFonts({ DejaVuSans: { normal: FONT_FILE } });
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.setLocalAccessPolicy((path) => path === FONT_FILE);
  prepared = true;
}

export interface ProgressPdfInput {
  periodName: string;
  students: StudentProgress[];
  rules: AtRiskRules;
  language: PdfLanguage;
  timeZone: string;
  now?: Date;
}

const RISK_FILL = '#fde2e1';

export function progressPdfDefinition(input: ProgressPdfInput): TDocumentDefinitions {
  const texts = TEXTS[input.language];
  const locale = LOCALES[input.language];
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const made = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: input.timeZone }).format(input.now ?? new Date());
  const title = `${texts.title}: ${input.periodName}`;
  const row = (student: StudentProgress): TableCell[] => {
    const fillColor = student.atRisk ? RISK_FILL : undefined;
    const subjects = student.subjects.map((subject) => {
      const average = subject.average === null ? texts.noScores : decimal.format(subject.average);
      const missed = subject.sessionsHeld ? `${subject.missed}/${subject.sessionsHeld}` : '—';
      return `${subject.courseCode} ${localizedName(subject.courseName, input.language)}: ${average}; ${missed}`;
    });
    return [
      { text: [student.fullName, '\n', { text: student.studentNumber ?? '', color: '#555555' }], fillColor },
      { text: [student.groupName ?? '—', '\n', { text: student.programCode ?? '', color: '#555555' }], fillColor },
      { text: subjects.join('\n'), fontSize: 7, fillColor },
      { text: student.average === null ? '—' : decimal.format(student.average), alignment: 'right', fillColor },
      { text: student.missedShare === null ? '—' : percent.format(student.missedShare), alignment: 'right', fillColor },
      { text: student.atRisk ? [`⚠ ${texts.atRisk}`, ...student.reasons.map((reason) => `\n${texts.reasons[reason]}`)] : texts.onTrack, color: student.atRisk ? '#a8071a' : '#135200', fillColor },
    ];
  };
  const header = texts.columns.map((text): TableCell => ({ text, style: 'columnHead' }));
  const atRisk = input.students.filter((student) => student.atRisk).length;
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 40],
    info: { title, creator: 'Campus' },
    language: input.language,
    defaultStyle: { font: 'DejaVuSans', fontSize: 8 },
    styles: {
      title: { fontSize: 16, color: '#1f3a8a' },
      note: { fontSize: 8, color: '#555555', margin: [0, 2, 0, 4] },
      columnHead: { fontSize: 8, color: '#555555' },
    },
    content: [
      { text: title, style: 'title' },
      { text: texts.counts(input.students.length, atRisk), margin: [0, 4, 0, 0] },
      { text: texts.rules(decimal.format(input.rules.passMark), input.rules.failingSubjects, percent.format(input.rules.absenceShare)), style: 'note' },
      { text: texts.made(made), style: 'note' },
      input.students.length
        ? { table: { headerRows: 1, dontBreakRows: true, widths: [120, 70, '*', 45, 45, 120], body: [header, ...input.students.map(row)] }, layout: 'lightHorizontalLines', margin: [0, 8, 0, 0] }
        : ({ text: texts.noStudents, margin: [0, 12, 0, 0] } as Content),
    ],
    footer: (page, pages) => ({ text: texts.page(page, pages), alignment: 'center', fontSize: 8, color: '#555555', margin: [0, 12, 0, 0] }),
  };
}

export async function progressPdf(input: ProgressPdfInput): Promise<Buffer> {
  preparePdfMake();
  return pdfMake.createPdf(progressPdfDefinition(input)).getBuffer();
}

/** The file's name from the period's name: words joined by '-' (letters of any script), e.g. examination-board-2026-Autumn.pdf. */
export const progressPdfFileName = (periodName: string) => `examination-board-${periodName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'period'}.pdf`;

/** A Content-Disposition for that name: an ASCII fallback and the name itself in UTF-8 (RFC 6266). */
export const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
