// Marks: one per section, session day and student; the statuses as a check (an `unmarked` row is a removal, kept
// with its time so an older change cannot undo it, and without notes), notes bounded as the contract bounds them. The primary key serves a section's day (roster) and its date range (matrix); the
// student index a student's absences, newest first.
import { sql, type Kysely } from 'kysely';

const STATEMENTS = [
  sql`create table attendance.marks (
    section_id uuid not null,
    session_date date not null,
    student_id uuid not null,
    status text not null check (status in ('present', 'absent', 'late', 'excused', 'partial', 'remote', 'unmarked')),
    notes text check (length(notes) <= 500),
    recorded_at timestamptz not null,
    marked_by uuid not null,
    updated_at timestamptz not null default now(),
    check (status <> 'unmarked' or notes is null),
    primary key (section_id, session_date, student_id)
  )`,
  sql`create index marks_student_idx on attendance.marks (student_id, session_date desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table attendance.marks`.execute(db);
}
