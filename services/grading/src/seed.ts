// Demo midterms (demo mode only, once): the sections lecturer@campus.test teaches in the active period get midterm 1
// published (all but one section) and, in one section with student@campus.test, midterm 2 saved as a draft, so the
// student sees a published score and not the draft one, and the lecturer's lists show every state. Scores follow a
// fixed rule within the configured bounds. Organizational and auth are asked as in a request; when they cannot be
// reached (the service started alone before them) the seed says so and the next start tries again.
import type { InternalUsersResponse } from '@campus/contracts';
import type { RosterStudent } from '@campus/contracts/attendance';
import type { GradingBounds, ScopedSection } from '@campus/contracts/grading';
import type { ServiceDeps } from '@campus/kit';
import { sql } from 'kysely';
import { gradingContext, type GradingContext } from './context.js';
import { writeGrades } from './db/midterm.repository.js';

const DEMO_LECTURER = 'lecturer@campus.test';
const DEMO_STUDENT = 'student@campus.test';

/** A score within the bounds on the step: mostly the upper half, by the student's and the section's place. */
export function demoScore(bounds: GradingBounds, studentIndex: number, sectionIndex: number): number {
  const steps = Math.round((bounds.max - bounds.min) / bounds.step);
  const low = Math.round(steps * 0.35);
  return bounds.min + bounds.step * (low + ((studentIndex * 7 + sectionIndex * 5) % (steps - low + 1)));
}

async function save(context: GradingContext, section: ScopedSection, number: number, lecturerId: string, scores: { studentId: string; score: number | null }[]) {
  return writeGrades(context.db, { sectionId: section.sectionId, courseId: section.courseId, periodId: section.periodId, number, version: 0, savedBy: lecturerId, grades: scores });
}

/** What a publish leaves: every saved score is what students see. */
async function publish(context: GradingContext, midtermId: string, publishedBy: string | null): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    await sql`update grading.midterm_entries set published_score = score where midterm_id = ${midtermId}`.execute(trx);
    await sql`update grading.midterms set status = 'published', version = version + 1, published_at = now(), published_by = ${publishedBy} where id = ${midtermId}`.execute(trx);
  });
}

export async function seedGrading(deps: ServiceDeps): Promise<void> {
  if (!deps.config.demo) return;
  const context = gradingContext(deps);
  try {
    if (await context.db.selectFrom('midterms').select('id').limit(1).executeTakeFirst()) return;
    const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [DEMO_LECTURER, DEMO_STUDENT] } });
    const lecturer = users.find((user) => user.email === DEMO_LECTURER);
    const demoStudentId = users.find((user) => user.email === DEMO_STUDENT)?.id;
    if (!lecturer) return;
    const periods = await context.periods();
    const period = periods.find((one) => one.isActive) ?? periods[0];
    if (!period) return;
    const sections = await context.sections({ lecturerUserId: lecturer.id, periodId: period.id });
    const rosters = await Promise.all(sections.map((section) => context.roster(section.sectionId)));
    const hasDemoStudent = (roster: RosterStudent[]) => roster.some((student) => student.userId === demoStudentId);
    const draftIndex = Math.max(0, rosters.findIndex(hasDemoStudent));
    // The one section left without a published midterm 1 is never the demo student's.
    const unpublishedIndex = sections.length > 1 ? rosters.findLastIndex((roster) => !hasDemoStudent(roster)) : -1;
    for (const [index, section] of sections.entries()) {
      const roster = rosters[index]!;
      if (!roster.length) continue;
      const scores = (shift: number) => roster.map((student, studentIndex) => ({ studentId: student.studentId, score: demoScore(context.bounds, studentIndex, index + shift) }));
      const first = await save(context, section, 1, lecturer.id, scores(0));
      if (first && index !== unpublishedIndex) await publish(context, first.id, section.lecturerName);
      if (index === draftIndex) await save(context, section, 2, lecturer.id, scores(3));
    }
  } catch (error) {
    deps.log.warn({ err: error }, 'demo midterms were not seeded; the next start tries again');
  }
}
