// Midterms and their entries: a sheet (the midterm with every entry, one statement), the save (one statement: the
// version check, the status, every entry and the sheet as it now is), the summaries of many sections, a subject's
// scores, a student's published scores, and a midterm by id (the legacy batch).
import { sql } from 'kysely';
import type { GradingDb } from './database.js';
import type { StoredMidtermStatus } from './midterm.table.js';

export interface StoredEntry {
  studentId: string;
  score: number | null;
  publishedScore: number | null;
}

export interface StoredMidterm {
  id: string;
  sectionId: string;
  number: number;
  status: StoredMidtermStatus;
  version: number;
  lastSavedAt: Date | null;
  publishedAt: Date | null;
  publishedBy: string | null;
  entries: StoredEntry[];
}

// json_build_object answers numeric as a JSON number; the entries travel in the midterm's row.
const ENTRY_JSON = sql`json_build_object('studentId', e.student_id, 'score', e.score, 'publishedScore', e.published_score)`;
const MIDTERM_COLUMNS = sql`m.id, m.section_id as "sectionId", m.number, m.status, m.version, m.last_saved_at as "lastSavedAt", m.published_at as "publishedAt", m.published_by as "publishedBy"`;

/** A timestamp as pg (Date) or PGlite inside JSON (string) answers it. */
const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const midtermOf = (row: StoredMidterm): StoredMidterm => ({ ...row, lastSavedAt: dateOf(row.lastSavedAt), publishedAt: dateOf(row.publishedAt) });

/** The section's midterm of this number with every entry; undefined before its first save. */
export async function storedMidterm(db: GradingDb, sectionId: string, number: number): Promise<StoredMidterm | undefined> {
  const { rows } = await sql<StoredMidterm>`
    select ${MIDTERM_COLUMNS},
      coalesce((select json_agg(${ENTRY_JSON}) from grading.midterm_entries e where e.midterm_id = m.id), '[]') as entries
    from grading.midterms m where m.section_id = ${sectionId} and m.number = ${number}`.execute(db);
  return rows[0] && midtermOf(rows[0]);
}

export interface GradesWrite {
  sectionId: string;
  courseId: string;
  periodId: string;
  number: number;
  /** The version the save started from: 0 for a midterm never saved. */
  version: number;
  savedBy: string;
  grades: { studentId: string; score: number | null }[];
}

/**
 * Saves several students' scores in ONE statement (one round trip, atomic by itself): the midterm is created (at
 * version 0) or its version checked and raised, its status becomes `published` when every saved score equals the
 * published one after this save and `draft` otherwise (a sent code no longer matches), every entry is upserted in
 * one multi-row insert, and the sheet as it now stands comes back. Undefined when the midterm is at another
 * version than the one named: nothing is written then. Two saves from one version: the second waits on the first's
 * row and finds its version raised.
 */
export async function writeGrades(db: GradingDb, write: GradesWrite): Promise<StoredMidterm | undefined> {
  const incoming = sql.join(write.grades.map((grade) => sql`(${grade.studentId}::uuid, ${grade.score}::numeric)`));
  const { rows } = await sql<StoredMidterm>`
    with incoming (student_id, score) as (values ${incoming}),
    saved as (
      insert into grading.midterms as m (section_id, course_id, period_id, number, version, status, last_saved_at, last_saved_by)
      select ${write.sectionId}, ${write.courseId}, ${write.periodId}, ${write.number}, 1, 'draft', now(), ${write.savedBy}
      where ${write.version}::int = 0 or exists (select 1 from grading.midterms where section_id = ${write.sectionId} and number = ${write.number})
      on conflict (section_id, number) do update set
        version = m.version + 1,
        last_saved_at = excluded.last_saved_at,
        last_saved_by = excluded.last_saved_by,
        status = case
          when m.published_at is null then 'draft'
          when exists (select 1 from incoming i left join grading.midterm_entries x on x.midterm_id = m.id and x.student_id = i.student_id
            where i.score is distinct from x.published_score) then 'draft'
          when exists (select 1 from grading.midterm_entries x where x.midterm_id = m.id and x.score is distinct from x.published_score
            and x.student_id not in (select student_id from incoming)) then 'draft'
          else 'published' end
      where m.version = ${write.version}
      returning ${MIDTERM_COLUMNS}
    ),
    written as (
      insert into grading.midterm_entries as e (midterm_id, student_id, score)
      select saved.id, incoming.student_id, incoming.score from saved cross join incoming
      on conflict (midterm_id, student_id) do update set score = excluded.score, updated_at = now()
      returning e.student_id, e.score, e.published_score
    )
    select saved.*, coalesce((select json_agg(${ENTRY_JSON}) from (
        select student_id, score, published_score from written
        union all
        select x.student_id, x.score, x.published_score from grading.midterm_entries x
        where x.midterm_id = saved.id and x.student_id not in (select student_id from incoming)
      ) e), '[]') as entries
    from saved`.execute(db);
  return rows[0] && midtermOf(rows[0]);
}

/** The version a midterm is at (0 when never saved). */
export async function currentVersion(db: GradingDb, sectionId: string, number: number): Promise<number> {
  const row = await db.selectFrom('midterms').select('version').where('section_id', '=', sectionId).where('number', '=', number).executeTakeFirst();
  return row?.version ?? 0;
}

export interface MidtermStats {
  id: string;
  sectionId: string;
  number: number;
  status: StoredMidtermStatus;
  publishedAt: Date | null;
  /** Entries with a saved score. */
  graded: number;
  /** The mean of the saved scores; null when none. */
  average: number | null;
}

/** Every midterm of these sections with its graded count and average. */
export async function midtermStats(db: GradingDb, sectionIds: string[]): Promise<MidtermStats[]> {
  if (!sectionIds.length) return [];
  const rows = await db
    .selectFrom('midterms as m')
    .leftJoin('midterm_entries as e', 'e.midterm_id', 'm.id')
    .select((eb) => [
      'm.id',
      'm.section_id as sectionId',
      'm.number',
      'm.status',
      'm.published_at as publishedAt',
      eb.fn.count<string>('e.score').as('graded'),
      eb.fn.avg<string | null>('e.score').as('average'),
    ])
    .where('m.section_id', 'in', sectionIds)
    .groupBy('m.id')
    .execute();
  return rows.map((row) => ({ ...row, graded: Number(row.graded), average: row.average === null ? null : Number(row.average) }));
}

/**
 * Every score of these sections' midterms: the saved ones (`score`, the lecturer's lists) or what students see
 * (`published_score`, the examination board's: a sheet saved again after publishing keeps it until the next publish).
 */
export async function sectionScores(db: GradingDb, sectionIds: string[], which: 'score' | 'published_score' = 'score') {
  if (!sectionIds.length) return [];
  const rows = await db
    .selectFrom('midterms as m')
    .innerJoin('midterm_entries as e', 'e.midterm_id', 'm.id')
    .select(['m.section_id as sectionId', 'm.number', 'e.student_id as studentId', `e.${which} as score`])
    .where('m.section_id', 'in', sectionIds)
    .where(`e.${which}`, 'is not', null)
    .execute();
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}

/** A student's published scores (never a score not published), by midterm. */
export async function publishedScoresOf(db: GradingDb, studentId: string) {
  const rows = await db
    .selectFrom('midterm_entries as e')
    .innerJoin('midterms as m', 'm.id', 'e.midterm_id')
    .select(['m.section_id as sectionId', 'm.number', 'e.published_score as score', 'm.published_at as publishedAt'])
    .where('e.student_id', '=', studentId)
    .where('e.published_score', 'is not', null)
    .where('m.published_at', 'is not', null)
    .execute();
  return rows.map((row) => ({ sectionId: row.sectionId, number: row.number, score: Number(row.score), publishedAt: row.publishedAt! }));
}

/** A midterm by its id (the legacy batch id). */
export async function midtermById(db: GradingDb, id: string) {
  return db.selectFrom('midterms').select(['id', 'section_id as sectionId', 'number']).where('id', '=', id).executeTakeFirst();
}
