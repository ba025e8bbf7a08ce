// TEMPORARY (grading-publish, not committed): a stand-in for grading-core's sheet until it lands.
import type { ServiceDeps } from '@campus/kit';
import type { MidtermSheet } from '@campus/contracts/grading';
import type { SectionReference } from '@campus/contracts/materials';
import { gradingDatabase } from './db/database.js';

export const tmpSheetOf = (deps: ServiceDeps) => async ({ sectionId }: SectionReference, number: number): Promise<MidtermSheet> => {
  const db = gradingDatabase(deps);
  const m = await db.selectFrom('midterms').selectAll().where('section_id', '=', sectionId).where('number', '=', number).executeTakeFirstOrThrow();
  const entries = await db.selectFrom('midterm_entries').selectAll().where('midterm_id', '=', m.id).execute();
  return {
    id: m.id,
    section: { sectionId, courseId: m.course_id, courseCode: '', courseName: { hy: 'x', en: '', ru: '' }, sectionNumber: '', periodId: m.period_id, periodName: '' },
    number,
    status: m.status,
    version: m.version,
    bounds: { min: 0, max: 20, step: 0.5, midterms: 2, passMark: 8 },
    entries: entries.map((e) => ({ studentId: e.student_id, fullName: '', studentNumber: null, groupName: null, score: e.score === null ? null : Number(e.score), publishedScore: e.published_score === null ? null : Number(e.published_score) })),
    unpublishedChanges: entries.filter((e) => e.score !== e.published_score).length,
    code: null,
    lastSavedAt: null,
    publishedAt: m.published_at?.toISOString() ?? null,
    publishedBy: m.published_by,
  };
};
