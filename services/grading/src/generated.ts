// Midterm grades for the test-data generator's university (issue 15, /admin/testing): for each section of a window,
// as if the period were past its middle, midterm 1 published (nine sections in ten; the tenth still a draft) and, in
// two sections in five of those, midterm 2 saved as a draft; midterm 2 is never made when the service counts one
// midterm only, and no later one ever. Every enrolled student has an entry: a score on the step within the bounds,
// about one in six below the pass mark, one in thirty-three left empty (absent). Each student keeps a standing
// across both midterms; each section its own level. Saved (and published) by the section's lecturer, their name as
// auth has it. Nothing is mailed or notified: the publish flow is not taken. Every midterm and entry carries the
// run's id; removing the run deletes exactly those.
import type { InternalUsersResponse } from '@campus/contracts';
import { randomFor, type GeneratedActivityBody, type GeneratedSection } from '@campus/contracts/generated-activity';
import type { GradingBounds } from '@campus/contracts/grading';
import type { ServiceDeps } from '@campus/kit';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { GradingDb } from './db/database.js';

/** The shares the generator aims at (README: the generated university's grades). */
export const GENERATED_GRADES = {
  /** Sections whose midterm 1 is published; the others have it as a draft. */
  firstPublished: 0.9,
  /** Of the sections with midterm 1 published, those with midterm 2 saved as a draft. */
  secondDraft: 0.4,
  /** Entries left without a score (the student missed the midterm). */
  absent: 0.03,
  /** The mean score above the pass mark, as a share of the grade range (about one score in six fails). */
  lead: 0.15,
  /** Spread of the sections' levels, the students' standing and one sitting's luck, as shares of the range. */
  sectionSpread: 0.08,
  studentSpread: 0.13,
  sittingSpread: 0.07,
  /** When in the period each midterm is written, as a share of its length. */
  when: [0.45, 0.8],
} as const;

type Status = 'draft' | 'published';

export interface GeneratedMidterm {
  id: string;
  sectionId: string;
  courseId: string;
  number: number;
  status: Status;
  savedAt: string;
  savedBy: string;
  publishedAt: string | null;
  /** The lecturer's account id: their name is asked of auth when the midterm is written. */
  publisherId: string | null;
  entries: { studentId: string; score: number | null }[];
}

/** A standard normal draw (Box–Muller) from two of the PRNG's numbers. */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const DAY_MS = 86_400_000;

/** The day `share` into the period, a few days later in some sections, at a working hour of the section's. */
function dayIn(period: GeneratedActivityBody['period'], share: number, random: () => number): Date {
  const start = Date.parse(`${period.startsOn}T00:00:00Z`);
  const length = Math.max(0, Date.parse(`${period.endsOn}T00:00:00Z`) - start);
  const day = Math.floor((length * share) / DAY_MS) + Math.floor(random() * 5);
  return new Date(start + day * DAY_MS + (9 + Math.floor(random() * 8)) * 3_600_000 + Math.floor(random() * 60) * 60_000);
}

/** One section's midterms: what they are, when, and every student's score (deterministic from the seed and the keys). */
export function sectionMidterms(body: Pick<GeneratedActivityBody, 'seed' | 'period'>, section: GeneratedSection, bounds: GradingBounds): GeneratedMidterm[] {
  if (!section.students.length) return [];
  const { seed } = body;
  const shares = GENERATED_GRADES;
  const random = randomFor(seed, section.key, 'midterms');
  const firstPublished = random() < shares.firstPublished;
  const secondDraft = firstPublished && bounds.midterms >= 2 && random() < shares.secondDraft;
  const level = normal(random) * shares.sectionSpread;
  const range = bounds.max - bounds.min;
  const mean = (bounds.passMark - bounds.min) / range + shares.lead + level;
  const standing = new Map(section.students.map((student) => [student.key, normal(randomFor(seed, section.key, student.key)) * shares.studentSpread]));
  const score = (share: number) => Math.min(bounds.max, Math.max(bounds.min, bounds.min + Math.round((share * range) / bounds.step) * bounds.step));
  const plan: { number: number; status: Status }[] = [{ number: 1, status: firstPublished ? 'published' : 'draft' }, ...(secondDraft ? [{ number: 2, status: 'draft' as const }] : [])];
  return plan.map(({ number, status }) => {
    const savedAt = dayIn(body.period, shares.when[number - 1]!, random);
    const entries = section.students.map((student) => {
      const sitting = randomFor(seed, section.key, student.key, String(number));
      if (sitting() < shares.absent) return { studentId: student.id, score: null };
      return { studentId: student.id, score: score(mean + standing.get(student.key)! + normal(sitting) * shares.sittingSpread) };
    });
    const published = status === 'published';
    return {
      id: randomUUID(),
      sectionId: section.sectionId,
      courseId: section.courseId,
      number,
      status,
      savedAt: savedAt.toISOString(),
      savedBy: section.lecturer.userId,
      // The lecturer publishes the day after saving.
      publishedAt: published ? new Date(savedAt.getTime() + 20 * 3_600_000).toISOString() : null,
      publisherId: published ? section.lecturer.userId : null,
      entries,
    };
  });
}

/** The lecturers' names as auth has them now (what a publish keeps); a lecturer auth does not know by their key. */
async function lecturerNames(deps: ServiceDeps, sections: GeneratedSection[]): Promise<Map<string, string>> {
  const ids = [...new Set(sections.map((section) => section.lecturer.userId))];
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids } });
  const names = new Map(users.map((user) => [user.id, user.displayName]));
  return new Map(sections.map((section) => [section.lecturer.userId, names.get(section.lecturer.userId) || section.lecturer.key]));
}

/**
 * Writes a window's midterms and entries in ONE statement (two inserts from unnest arrays). Times never lie ahead
 * of now: a period just begun has its midterms dated today. A section that already has a midterm of that number
 * keeps it, and gets none of the generated entries.
 */
export async function writeGeneratedGrades(deps: ServiceDeps, db: GradingDb, body: GeneratedActivityBody): Promise<{ midterms: number; midtermEntries: number }> {
  const midterms = body.sections.flatMap((section) => sectionMidterms(body, section, deps.config.grading));
  if (!midterms.length) return { midterms: 0, midtermEntries: 0 };
  const names = await lecturerNames(deps, body.sections);
  const column = <T>(pick: (midterm: GeneratedMidterm) => T) => sql.val(midterms.map(pick));
  const entries = midterms.flatMap((midterm) => midterm.entries.map((entry) => ({ midtermId: midterm.id, published: midterm.status === 'published', ...entry })));
  const entryColumn = <T>(pick: (entry: (typeof entries)[number]) => T) => sql.val(entries.map(pick));
  const { rows } = await sql<{ midterms: number; midtermEntries: number }>`
    with made as (
      insert into grading.midterms (id, section_id, course_id, period_id, number, status, version, last_saved_at, last_saved_by, published_at, published_by, generation_run_id)
      select m.id, m.section_id, m.course_id, ${body.period.id}::uuid, m.number, m.status, 1, least(m.saved_at, now()), m.saved_by,
        case when m.published_at is not null then least(m.published_at, now()) end, m.published_by, ${body.runId}::uuid
      from unnest(${column((m) => m.id)}::uuid[], ${column((m) => m.sectionId)}::uuid[], ${column((m) => m.courseId)}::uuid[], ${column((m) => m.number)}::int[],
        ${column((m) => m.status)}::text[], ${column((m) => m.savedAt)}::timestamptz[], ${column((m) => m.savedBy)}::uuid[],
        ${column((m) => m.publishedAt)}::timestamptz[], ${column((m) => (m.publisherId ? names.get(m.publisherId)! : null))}::text[])
        as m (id, section_id, course_id, number, status, saved_at, saved_by, published_at, published_by)
      on conflict (section_id, number) do nothing
      returning id, last_saved_at
    ),
    written as (
      insert into grading.midterm_entries (midterm_id, student_id, score, published_score, updated_at, generation_run_id)
      select e.midterm_id, e.student_id, e.score, case when e.published then e.score end, made.last_saved_at, ${body.runId}::uuid
      from unnest(${entryColumn((e) => e.midtermId)}::uuid[], ${entryColumn((e) => e.studentId)}::uuid[], ${entryColumn((e) => e.score)}::numeric[], ${entryColumn((e) => e.published)}::boolean[])
        as e (midterm_id, student_id, score, published)
      join made on made.id = e.midterm_id
      returning 1
    )
    select (select count(*) from made)::int as midterms, (select count(*) from written)::int as "midtermEntries"`.execute(db);
  return rows[0]!;
}

/** Deletes every midterm and entry the run made (a tester's code request on one goes with it), and nothing else. */
export async function removeGeneratedGrades(db: GradingDb, runId: string): Promise<{ midterms: number; midtermEntries: number }> {
  return db.transaction().execute(async (trx) => {
    const entries = await trx.deleteFrom('midterm_entries').where('generation_run_id', '=', runId).executeTakeFirst();
    const midterms = await trx.deleteFrom('midterms').where('generation_run_id', '=', runId).executeTakeFirst();
    return { midterms: Number(midterms.numDeletedRows), midtermEntries: Number(entries.numDeletedRows) };
  });
}
