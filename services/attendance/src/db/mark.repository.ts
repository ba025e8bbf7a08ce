// Marks: a section's day (roster), a date range (matrix), a student's absences, and the bulk write that never lets
// an older change overwrite a newer one. A stored `unmarked` is a removal: every read skips it.
import { sql } from 'kysely';
import type { AttendanceStatus, Mark, MarkCounts, MarksResult } from '@campus/contracts/attendance';
import type { AttendanceDb } from './database.js';

const DAY = sql<string>`to_char(session_date, 'YYYY-MM-DD')`;

export interface DayMark {
  studentId: string;
  status: AttendanceStatus;
  notes: string | null;
  recordedAt: Date;
}

/** The marks of a section's day, by student. */
export async function marksOn(db: AttendanceDb, sectionId: string, date: string): Promise<Map<string, DayMark>> {
  const rows = await db.selectFrom('marks').select(['student_id', 'status', 'notes', 'recorded_at']).where('section_id', '=', sectionId).where('session_date', '=', date).where('status', '<>', 'unmarked').execute();
  return new Map(rows.map((row) => [row.student_id, { studentId: row.student_id, status: row.status, notes: row.notes, recordedAt: row.recorded_at }]));
}

/** Every mark of a section between two days (both included). */
export async function marksBetween(db: AttendanceDb, sectionId: string, from: string, to: string) {
  return db
    .selectFrom('marks')
    .select(['student_id as studentId', 'status', DAY.as('date')])
    .where('section_id', '=', sectionId)
    .where('session_date', '>=', from)
    .where('session_date', '<=', to)
    .where('status', '<>', 'unmarked')
    .execute();
}

/** A student's marks of these statuses between two days, newest first. */
export async function studentMarks(db: AttendanceDb, studentId: string, statuses: readonly AttendanceStatus[], from: string, to: string) {
  return db
    .selectFrom('marks')
    .select(['section_id as sectionId', 'status', 'notes', DAY.as('date')])
    .where('student_id', '=', studentId)
    .where('status', 'in', statuses)
    .where('session_date', '>=', from)
    .where('session_date', '<=', to)
    .orderBy('session_date', 'desc')
    .orderBy('section_id')
    .execute();
}

export interface MarksWrite {
  sectionId: string;
  date: string;
  markedBy: string;
  recordedAt: Date;
  marks: Mark[];
}

/** A note of blanks is no note; a removal has none. */
const noteOf = (mark: Mark): string | null => (mark.status !== 'unmarked' && mark.notes?.trim() ? mark.notes.trim() : null);

/**
 * Sets, changes and removes (`unmarked`) the marks of one day in one transaction. A stored mark (or removal)
 * recorded later than `recordedAt` stays as it is and counts as superseded; the same request sent again writes the
 * same marks. A mark without `notes` keeps the stored notes; `notes: null` (or blank) clears them.
 */
export async function writeMarks(db: AttendanceDb, write: MarksWrite): Promise<MarksResult> {
  const { sectionId, date, markedBy, recordedAt } = write;
  const keepsNotes = (mark: Mark) => mark.notes === undefined && mark.status !== 'unmarked';
  return db.transaction().execute(async (trx) => {
    let updated = 0;
    for (const keeping of [false, true]) {
      const marks = write.marks.filter((mark) => keepsNotes(mark) === keeping);
      if (!marks.length) continue;
      const written = await trx
        .insertInto('marks')
        .values(marks.map((mark) => ({ section_id: sectionId, session_date: date, student_id: mark.studentId, status: mark.status, notes: noteOf(mark), recorded_at: recordedAt, marked_by: markedBy })))
        .onConflict((conflict) =>
          conflict
            .columns(['section_id', 'session_date', 'student_id'])
            .doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              ...(keeping ? {} : { notes: eb.ref('excluded.notes') }),
              recorded_at: eb.ref('excluded.recorded_at'),
              marked_by: eb.ref('excluded.marked_by'),
              updated_at: sql`now()`,
            }))
            .where('marks.recorded_at', '<=', recordedAt),
        )
        .returning('student_id')
        .execute();
      updated += written.length;
    }
    return { updated, superseded: write.marks.length - updated };
  });
}

/** Per section, each student's count of every mark up to a day (removals skipped), in one grouped read. */
export async function markCountsOf(db: AttendanceDb, sectionIds: string[], to: string): Promise<Map<string, { studentId: string; counts: MarkCounts }[]>> {
  const rows = sectionIds.length
    ? await db
        .selectFrom('marks')
        .select(['section_id as sectionId', 'student_id as studentId', 'status', (eb) => eb.fn.countAll<string>().as('n')])
        .where('section_id', 'in', sectionIds)
        .where('session_date', '<=', to)
        .where('status', '<>', 'unmarked')
        .groupBy(['section_id', 'student_id', 'status'])
        .orderBy('section_id')
        .orderBy('student_id')
        .execute()
    : [];
  const bySection = new Map<string, Map<string, MarkCounts>>();
  for (const row of rows) {
    let students = bySection.get(row.sectionId);
    if (!students) bySection.set(row.sectionId, (students = new Map()));
    let counts = students.get(row.studentId);
    if (!counts) students.set(row.studentId, (counts = { present: 0, absent: 0, late: 0, excused: 0, partial: 0, remote: 0 }));
    if (row.status !== 'unmarked') counts[row.status] = Number(row.n);
  }
  return new Map([...bySection].map(([sectionId, students]) => [sectionId, [...students].map(([studentId, counts]) => ({ studentId, counts }))]));
}

/** A mark the test-data generator makes. */
export interface GeneratedMark {
  sectionId: string;
  date: string;
  studentId: string;
  status: AttendanceStatus;
  notes: string | null;
  recordedAt: Date;
  markedBy: string;
}

/**
 * A run's marks in one statement (arrays unnested: the benchmark's windows hold tens of thousands). A day a person
 * has already marked keeps their mark; the count is of the marks written.
 */
export async function insertGeneratedMarks(db: AttendanceDb, runId: string, marks: GeneratedMark[]): Promise<number> {
  if (!marks.length) return 0;
  const array = (pick: (mark: GeneratedMark) => string | null) => sql.val(marks.map(pick));
  const result = await db
    .insertInto('marks')
    .columns(['section_id', 'session_date', 'student_id', 'status', 'notes', 'recorded_at', 'marked_by', 'generation_run_id'])
    .expression(
      sql`select m.section_id, m.session_date, m.student_id, m.status, m.notes, m.recorded_at, m.marked_by, ${runId}::uuid
        from unnest(${array((mark) => mark.sectionId)}::uuid[], ${array((mark) => mark.date)}::date[], ${array((mark) => mark.studentId)}::uuid[],
          ${array((mark) => mark.status)}::text[], ${array((mark) => mark.notes)}::text[], ${array((mark) => mark.recordedAt.toISOString())}::timestamptz[],
          ${array((mark) => mark.markedBy)}::uuid[])
          as m(section_id, session_date, student_id, status, notes, recorded_at, marked_by)`,
    )
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Deletes every mark of a run; the count of those deleted. */
export async function deleteGeneratedMarks(db: AttendanceDb, runId: string): Promise<number> {
  const result = await db.deleteFrom('marks').where('generation_run_id', '=', runId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
