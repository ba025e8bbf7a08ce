// A section's midterm sheet: who may read or change it, the sheet (the roster joined with the saved entries), the
// checked save (the whole request first, then one statement), a student's published scores and the legacy batch.
import type { RosterStudent } from '@campus/contracts/attendance';
import { scoreAllowed, type MidtermBatch, type MidtermSheet, type SaveGradesBody, type StudentMidterm } from '@campus/contracts/grading';
import type { SectionReference } from '@campus/contracts/materials';
import type { FastifyRequest } from 'fastify';
import { gradingError, type GradingContext } from './context.js';
import { currentVersion, midtermById, publishedScoresOf, storedMidterm, writeGrades, type StoredMidterm } from './db/midterm.repository.js';
import { canChange, canRead, type Viewer } from './viewer.js';
import { unitKey } from './settings/area-settings.js';

/**
 * The section and the caller, if the caller may read it (or change it) and the number is one of its midterms:
 * 404 MIDTERM_NOT_FOUND, 404 SECTION_NOT_FOUND, 403 SECTION_ACCESS_DENIED.
 */
export async function permittedSection(context: GradingContext, request: FastifyRequest, sectionId: string, number: number, need: 'read' | 'change') {
  if (number > context.bounds.midterms) throw gradingError('MIDTERM_NOT_FOUND', 404, { midterms: context.bounds.midterms });
  const viewer = await context.viewer(request);
  const section = await context.section(viewer, sectionId);
  if (!(need === 'change' ? canChange(viewer, sectionId) : canRead(viewer, section))) throw gradingError('SECTION_ACCESS_DENIED', 403);
  return { viewer, section };
}

const differs = (entry: { score: number | null; publishedScore: number | null }) => entry.score !== entry.publishedScore;

/** The roster (by name) with each student's saved and published score; what the midterm row says of its state. */
export function sheetFrom(context: GradingContext, section: SectionReference, number: number, roster: RosterStudent[], midterm: StoredMidterm | undefined): MidtermSheet {
  const saved = new Map(midterm?.entries.map((entry) => [entry.studentId, entry]));
  const entries = roster.map((student) => {
    const entry = saved.get(student.studentId);
    return { studentId: student.studentId, fullName: student.fullName, studentNumber: student.studentNumber, groupName: student.groupName, score: entry?.score ?? null, publishedScore: entry?.publishedScore ?? null };
  });
  return {
    id: midterm?.id ?? null,
    section,
    number,
    status: midterm?.status ?? 'not_created',
    version: midterm?.version ?? 0,
    bounds: context.bounds,
    entries,
    unpublishedChanges: entries.filter(differs).length,
    code: null,
    lastSavedAt: midterm?.lastSavedAt?.toISOString() ?? null,
    publishedAt: midterm?.publishedAt?.toISOString() ?? null,
    publishedBy: midterm?.publishedBy ?? null,
  };
}

export async function sheetOf(context: GradingContext, section: SectionReference, number: number): Promise<MidtermSheet> {
  const [roster, midterm] = await Promise.all([context.roster(section.sectionId), storedMidterm(context.db, section.sectionId, number)]);
  return sheetFrom(context, section, number, roster, midterm);
}

const repeated = (ids: string[]) => [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];

/**
 * Checks the whole request before writing any of it (nothing to save, a student twice, a score outside the bounds
 * or off the step, students not enrolled), then writes it in one statement; 409 SHEET_CHANGED with the current
 * version when someone saved since `body.version`, and nothing written.
 */
export async function saveGrades(context: GradingContext, viewer: Viewer, section: SectionReference, number: number, body: SaveGradesBody): Promise<MidtermSheet> {
  const { bounds } = context;
  if (!body.grades.length) throw gradingError('NOTHING_TO_SAVE', 400);
  const ids = body.grades.map((grade) => grade.studentId);
  const twice = repeated(ids);
  if (twice.length) throw gradingError('DUPLICATE_STUDENT', 400, { studentIds: twice });
  const outside = body.grades.filter((grade) => grade.score !== null && !scoreAllowed(grade.score, bounds));
  if (outside.length) throw gradingError('SCORE_OUT_OF_RANGE', 400, { min: bounds.min, max: bounds.max, step: bounds.step, studentIds: outside.map((grade) => grade.studentId) });
  const roster = await context.roster(section.sectionId);
  const enrolled = new Set(roster.map((student) => student.studentId));
  const strangers = ids.filter((id) => !enrolled.has(id));
  if (strangers.length) throw gradingError('STUDENT_NOT_IN_SECTION', 400, { studentIds: strangers });
  const midterm = await writeGrades(context.db, { sectionId: section.sectionId, courseId: section.courseId, periodId: section.periodId, number, version: body.version, savedBy: viewer.userId, grades: body.grades });
  if (!midterm) throw gradingError('SHEET_CHANGED', 409, { version: await currentVersion(context.db, section.sectionId, number) });
  return sheetFrom(context, section, number, roster, midterm);
}

/** The legacy batch: the midterm's id, its section and number; its lecturer's or an administrator's. */
export async function batchOf(context: GradingContext, viewer: Viewer, batchId: string): Promise<MidtermBatch> {
  const midterm = await midtermById(context.db, batchId);
  if (!midterm) throw gradingError('BATCH_NOT_FOUND', 404);
  if (!canChange(viewer, midterm.sectionId)) throw gradingError('SECTION_ACCESS_DENIED', 403);
  return { id: midterm.id, sectionId: midterm.sectionId, midtermNumber: midterm.number };
}

/** Each section's pass mark: its department's area settings, else its faculty's, else the configuration's. */
async function sectionPassMarks(context: GradingContext, sections: SectionReference[]): Promise<Map<string, number>> {
  const courses = [...new Map(sections.map((section) => [`${section.courseId}:${section.periodId}`, section])).values()];
  const scoped = (await Promise.all(courses.map((section) => context.sections({ courseId: section.courseId, periodId: section.periodId })))).flat();
  const wanted = new Set(sections.map((section) => section.sectionId));
  const units = scoped.filter((section) => wanted.has(section.sectionId));
  const rules = await context.settings.effective(units);
  return new Map(units.map((section) => [section.sectionId, rules.get(unitKey(section))!.passMark]));
}

/** The caller's own published scores (of a period when asked: 404 PERIOD_NOT_FOUND), by course and number. */
export async function studentMidterms(context: GradingContext, viewer: Viewer, periodId?: string): Promise<StudentMidterm[]> {
  if (periodId && !(await context.periods()).some((period) => period.id === periodId)) throw gradingError('PERIOD_NOT_FOUND', 404);
  const { studentId } = viewer.access;
  if (!studentId) return [];
  const scores = await publishedScoresOf(context.db, studentId);
  const sections = new Map(viewer.access.enrolled.map((section) => [section.sectionId, section]));
  // A section the student has since left is asked for by itself; one that no longer exists is left out.
  for (const sectionId of new Set(scores.map((score) => score.sectionId))) {
    if (!sections.has(sectionId)) {
      const section = await context.section(viewer, sectionId).catch(() => undefined);
      if (section) sections.set(sectionId, section);
    }
  }
  const { max } = context.bounds;
  const passMarks = await sectionPassMarks(context, [...sections.values()].filter((section) => scores.some((score) => score.sectionId === section.sectionId)));
  return scores
    .flatMap((score) => {
      const section = sections.get(score.sectionId);
      if (!section || (periodId && section.periodId !== periodId)) return [];
      return [{ ...section, number: score.number, score: score.score, max, passMark: passMarks.get(section.sectionId) ?? context.bounds.passMark, publishedAt: score.publishedAt.toISOString() }];
    })
    .sort((a, b) => a.courseCode.localeCompare(b.courseCode) || a.sectionNumber.localeCompare(b.sectionNumber) || a.number - b.number);
}
