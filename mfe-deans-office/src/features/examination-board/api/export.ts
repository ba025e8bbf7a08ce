// The board's progress view as files: a CSV built here (one row per student and subject, headers in the reader's
// language, a BOM so spreadsheets read Armenian and Russian, cells that would start a formula escaped by toCsv) and
// the PDF the server lays out in the reader's language (GET /api/grading/board/progress/pdf).
import type { TFunction } from 'i18next';
import { api, searchParamsOf, type Language } from '@campus/shared-ui';
import { BOARD_PATHS, type StudentProgress } from '@campus/contracts/grading';
import { toCsv } from '@campus/contracts/imports';
import type { ProgressFilters } from './board.js';

/** Hands the browser a file to save, as a download link would. */
function save(name: string, file: Blob): void {
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(file), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

const CSV_COLUMNS = ['studentNumber', 'student', 'group', 'program', 'courseCode', 'course', 'scores', 'subjectAverage', 'missed', 'held', 'average', 'atRisk', 'reasons'] as const;

export function progressCsv(t: TFunction, localized: (name: StudentProgress['subjects'][number]['courseName']) => string, students: StudentProgress[]): string {
  const headers = CSV_COLUMNS.map((column) => t(`csv.${column}`));
  const records = students.flatMap((student) => {
    const common = {
      studentNumber: student.studentNumber,
      student: student.fullName,
      group: student.groupName,
      program: student.programCode,
      average: student.average,
      atRisk: t(student.atRisk ? 'status.atRisk' : 'status.onTrack'),
      reasons: student.reasons.map((reason) => t(`reasons.${reason}`)),
    };
    const subjects = student.subjects.length ? student.subjects : [undefined];
    return subjects.map((subject) => ({
      ...common,
      courseCode: subject?.courseCode,
      course: subject ? localized(subject.courseName) : undefined,
      scores: subject?.scores.map((entry) => `${entry.number}: ${entry.score}`),
      subjectAverage: subject?.average,
      missed: subject?.missed,
      held: subject?.sessionsHeld,
    }));
  });
  return toCsv(headers, records.map((record) => Object.fromEntries(CSV_COLUMNS.map((column, index) => [headers[index]!, record[column]]))), { bom: true });
}

export function saveCsv(name: string, text: string): void {
  save(name, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}

/** Downloads the PDF of the view; throws when the server refuses it. */
export async function downloadProgressPdf(filters: ProgressFilters, language: Language, fallbackName: string): Promise<void> {
  // Any answer but 401 means the session holds; the api client renews an expired one first.
  await api.get('/api/auth/me').catch(() => undefined);
  const response = await fetch(`${BOARD_PATHS.progressPdf}?${searchParamsOf({ ...filters, lang: language })}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`board PDF: ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  save(name ?? fallbackName, await response.blob());
}
