// The lists: a lecturer's subjects (their sections by course and period), a subject's sections the caller may read,
// its aggregate (every student's saved scores and their mean), and the staff overview (one row per section and
// midterm number, never-saved ones included, in the caller's reach). Each reads organizational's sections of the
// scope once and grading's midterms of them in one query.
import { MIDTERM_STATUSES, type LecturerSubject, type MidtermListQuery, type MidtermOverview, type MidtermStatus, type MidtermSummary, type ScopedSection, type SectionMidterms, type SubjectAggregate, type SubjectMidterms } from '@campus/contracts/grading';
import type { SectionReference } from '@campus/contracts/materials';
import { localizedName, type LocalizedName } from '@campus/contracts/organizational';
import { PAGE_SIZE, type DataPage } from '@campus/contracts';
import { gradingError, type GradingContext } from './context.js';
import { midtermStats, sectionScores, type MidtermStats } from './db/midterm.repository.js';
import { findCodes, isLive } from './publish/code-state.js';
import { canRead, type Viewer } from './viewer.js';

const reference = (section: ScopedSection): SectionReference => ({
  sectionId: section.sectionId,
  courseId: section.courseId,
  courseCode: section.courseCode,
  courseName: section.courseName,
  sectionNumber: section.sectionNumber,
  periodId: section.periodId,
  periodName: section.periodName,
});

/** A mean to two decimals; null of nothing. */
const mean = (values: number[]): number | null => (values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100 : null);
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** A summary with the midterm's id (the overview answers it; the other lists' schemas leave it out). */
type Summary = MidtermSummary & { id: string | null };

/** Midterms 1..N of a section: what is stored, `not_created` for the rest. */
function summariesOf(context: GradingContext, section: ScopedSection, stats: Map<string, MidtermStats>): Summary[] {
  return Array.from({ length: context.bounds.midterms }, (_, index) => {
    const number = index + 1;
    const stored = stats.get(`${section.sectionId}:${number}`);
    return { id: stored?.id ?? null, number, status: stored?.status ?? 'not_created', graded: stored?.graded ?? 0, students: section.students, average: rounded(stored?.average ?? null), publishedAt: stored?.publishedAt?.toISOString() ?? null };
  });
}

/** `awaiting_authorization` lasts while its code does: one expired, used up or locked leaves a draft (as on the sheet). */
async function withLiveStatus(context: GradingContext, stats: MidtermStats[]): Promise<MidtermStats[]> {
  const codes = await findCodes(context.db, stats.filter((row) => row.status === 'awaiting_authorization').map((row) => row.id));
  const now = new Date();
  return stats.map((row) => (row.status === 'awaiting_authorization' && !isLive(codes.get(row.id), now) ? { ...row, status: 'draft' } : row));
}

async function withMidterms(context: GradingContext, sections: ScopedSection[]): Promise<(SectionMidterms & { midterms: Summary[] })[]> {
  const stored = await withLiveStatus(context, await midtermStats(context.db, sections.map((section) => section.sectionId)));
  const stats = new Map(stored.map((row) => [`${row.sectionId}:${row.number}`, row]));
  return sections.map((section) => ({ ...reference(section), students: section.students, midterms: summariesOf(context, section, stats) }));
}

/** Periods newest first: their order in organizational's answer. */
async function periodOrder(context: GradingContext): Promise<Map<string, number>> {
  return new Map((await context.periods()).map((period, index) => [period.id, index]));
}

/** The caller's sections by subject and period, newest period first, then by course code. */
export async function lecturerSubjects(context: GradingContext, viewer: Viewer): Promise<LecturerSubject[]> {
  const [sections, order] = await Promise.all([context.sections({ lecturerUserId: viewer.userId }), periodOrder(context)]);
  const subjects = new Map<string, LecturerSubject>();
  for (const section of await withMidterms(context, sections)) {
    const key = `${section.periodId}:${section.courseId}`;
    let subject = subjects.get(key);
    if (!subject) subjects.set(key, (subject = { subjectId: section.courseId, code: section.courseCode, name: section.courseName, periodId: section.periodId, periodName: section.periodName, sections: [] }));
    subject.sections.push(section);
  }
  const rank = (subject: LecturerSubject) => order.get(subject.periodId) ?? Number.MAX_SAFE_INTEGER;
  return [...subjects.values()].sort((a, b) => rank(a) - rank(b) || a.code.localeCompare(b.code));
}

/**
 * The subject's sections the caller may read, in the period asked, else the newest period that has one (404
 * SUBJECT_NOT_FOUND; 403 SECTION_ACCESS_DENIED when it has sections and the caller may read none and has no reach
 * over the subject).
 */
async function readableSections(context: GradingContext, viewer: Viewer, subjectId: string, periodId?: string) {
  const [course, sections, order] = await Promise.all([context.course(subjectId), context.sections({ courseId: subjectId, ...(periodId ? { periodId } : {}) }), periodOrder(context)]);
  const readable = sections.filter((section) => canRead(viewer, section));
  const reaches = viewer.readsAll || viewer.access.scopeCourseIds.includes(subjectId);
  if (!readable.length && sections.length && !reaches) throw gradingError('SECTION_ACCESS_DENIED', 403);
  const rank = (section: ScopedSection) => order.get(section.periodId) ?? Number.MAX_SAFE_INTEGER;
  const newest = readable.reduce<ScopedSection | undefined>((best, section) => (!best || rank(section) < rank(best) ? section : best), undefined);
  return { course, sections: readable.filter((section) => section.periodId === (periodId ?? newest?.periodId)) };
}

export async function subjectMidterms(context: GradingContext, viewer: Viewer, subjectId: string, periodId?: string): Promise<SubjectMidterms> {
  const { course, sections } = await readableSections(context, viewer, subjectId, periodId);
  return { subjectId, code: course.code, name: course.name, bounds: context.bounds, sections: await withMidterms(context, sections) };
}

/** Every student of the subject's readable sections with each midterm's saved score and their mean. */
export async function subjectAggregate(context: GradingContext, viewer: Viewer, subjectId: string, periodId?: string): Promise<SubjectAggregate> {
  const { course, sections } = await readableSections(context, viewer, subjectId, periodId);
  const ids = sections.map((section) => section.sectionId);
  const [summaries, rosters, scores] = await Promise.all([withMidterms(context, sections), Promise.all(ids.map((id) => context.roster(id))), sectionScores(context.db, ids)]);
  const byStudent = new Map(scores.map((score) => [`${score.sectionId}:${score.studentId}:${score.number}`, score.score]));
  const numbers = Array.from({ length: context.bounds.midterms }, (_, index) => index + 1);
  const rows = sections.flatMap((section, index) =>
    rosters[index]!.map((student) => {
      const own = numbers.map((number) => byStudent.get(`${section.sectionId}:${student.studentId}:${number}`) ?? null);
      return { studentId: student.studentId, fullName: student.fullName, studentNumber: student.studentNumber, sectionId: section.sectionId, sectionNumber: section.sectionNumber, scores: own, average: mean(own.filter((score): score is number => score !== null)) };
    }),
  );
  return { subjectId, code: course.code, name: course.name, bounds: context.bounds, rows, sections: summaries };
}

const LANGUAGES = ['hy', 'en', 'ru'];
/** The first of hy, en and ru the browser asks for (Accept-Language), else Armenian. */
export function languageOf(header: string | undefined): string {
  const asked = (header ?? '').split(',').map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return asked.find((language) => LANGUAGES.includes(language)) ?? 'hy';
}

type Sorted = (a: MidtermOverview, b: MidtermOverview) => number;
type SortKey = (row: MidtermOverview) => string | number | null;
const SORT_KEYS: Record<NonNullable<MidtermListQuery['sort']>, SortKey> = {
  courseCode: (row) => row.courseCode,
  status: (row) => MIDTERM_STATUSES.indexOf(row.status),
  publishedAt: (row) => row.publishedAt,
  average: (row) => row.average,
};

/** In the asked direction, rows without a value last either way. */
function sortedBy(key: SortKey, direction: 1 | -1): Sorted {
  return (a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return direction * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
  };
}
const byPlace: Sorted = (a, b) => a.courseCode.localeCompare(b.courseCode) || a.sectionNumber.localeCompare(b.sectionNumber) || a.number - b.number;

const matches = (row: MidtermOverview, names: LocalizedName, search: string) =>
  [row.courseCode, row.sectionNumber, row.lecturerName ?? '', names.hy, names.en, names.ru].some((text) => text.toLowerCase().includes(search));

/**
 * One row per section and midterm number of the period (default the active one) in the caller's reach:
 * administrators and quality assurance every section, a dean's office its faculty's, a chair their department's.
 */
export async function midtermOverview(context: GradingContext, viewer: Viewer, query: MidtermListQuery, language: string): Promise<DataPage<MidtermOverview>> {
  const periods = await context.periods();
  const periodId = query.periodId ?? (periods.find((period) => period.isActive) ?? periods[0])?.id;
  if (query.periodId && !periods.some((period) => period.id === query.periodId)) throw gradingError('PERIOD_NOT_FOUND', 404);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE.default;
  if (!periodId) return { data: [], total: 0, page, pageSize };
  const scoped = await context.sections({ periodId, ...(query.facultyId ? { facultyId: query.facultyId } : {}), ...(query.departmentId ? { departmentId: query.departmentId } : {}) });
  const sections = viewer.readsAll ? scoped : scoped.filter((section) => viewer.access.scopeCourseIds.includes(section.courseId));
  const withStats = await withMidterms(context, sections);
  const search = query.search?.trim().toLowerCase();
  let rows = sections.flatMap((section, index) =>
    (withStats[index]!.midterms as Summary[]).map((summary): MidtermOverview => ({
      ...reference(section),
      lecturerName: section.lecturerName,
      departmentName: localizedName(section.departmentName, language),
      facultyName: localizedName(section.facultyName, language),
      ...summary,
    })),
  );
  if (query.status) rows = rows.filter((row) => row.status === (query.status as MidtermStatus));
  if (search) rows = rows.filter((row) => matches(row, row.courseName, search));
  const sort = sortedBy(SORT_KEYS[query.sort ?? 'courseCode'], query.order === 'desc' ? -1 : 1);
  rows.sort((a, b) => sort(a, b) || byPlace(a, b));
  return { data: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}
