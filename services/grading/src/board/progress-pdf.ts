// The examination board's progress view as a PDF, built on the server with pdfmake in the reader's language: a
// landscape A4 table of the students (at-risk rows tinted and marked in words), each with their subjects' averages
// and missed classes, the rules in force above it (the kit's PDF setup, as organizational's schedule PDF).
import type { AtRiskReason, AtRiskRules, StudentProgress } from '@campus/contracts/grading';
import { localizedName } from '@campus/contracts/organizational';
import { fileNameWords, PDF_LOCALES as LOCALES, pdfDocument, pdfMadeAt, pdfTable, renderPdf, type Content, type PdfLanguage, type TableCell, type TDocumentDefinitions } from '@campus/kit';

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
  const atRisk = input.students.filter((student) => student.atRisk).length;
  return pdfDocument({
    title,
    language: input.language,
    orientation: 'landscape',
    fontSize: 8,
    titleSize: 16,
    content: [
      { text: title, style: 'title' },
      { text: texts.counts(input.students.length, atRisk), margin: [0, 4, 0, 0] },
      { text: texts.rules(decimal.format(input.rules.passMark), input.rules.failingSubjects, percent.format(input.rules.absenceShare)), style: 'note' },
      { text: texts.made(pdfMadeAt(input.language, input.timeZone, input.now)), style: 'note' },
      input.students.length
        ? pdfTable({ widths: [120, 70, '*', 45, 45, 120], header: texts.columns, rows: input.students.map(row), margin: [0, 8, 0, 0] })
        : ({ text: texts.noStudents, margin: [0, 12, 0, 0] } as Content),
    ],
    page: texts.page,
  });
}

export const progressPdf = (input: ProgressPdfInput): Promise<Buffer> => renderPdf(progressPdfDefinition(input));

/** The file's name from the period's name, e.g. examination-board-2026-Autumn.pdf. */
export const progressPdfFileName = (periodName: string) => `examination-board-${fileNameWords(periodName) || 'period'}.pdf`;
