// Midterms and their entries. A midterm is one sheet per section and number (its id is also the legacy batch id);
// it has a row from its first save on (before that it is `not_created`). `version` counts the saves: a save names the
// version it started from and loses (409) when another came first. An entry is one student's saved score and the
// score as last published (what the student sees). The course and period are kept beside the section so the lists
// of a subject or a period read one table.
import { sql, type Kysely } from 'kysely';

const STATEMENTS = [
  sql`create table grading.midterms (
    id uuid primary key default gen_random_uuid(),
    section_id uuid not null,
    course_id uuid not null,
    period_id uuid not null,
    number integer not null check (number >= 1),
    status text not null default 'draft' check (status in ('draft', 'awaiting_authorization', 'published')),
    version integer not null default 1 check (version >= 1),
    last_saved_at timestamptz,
    last_saved_by uuid,
    published_at timestamptz,
    published_by text,
    created_at timestamptz not null default now(),
    unique (section_id, number)
  )`,
  sql`create index midterms_course_idx on grading.midterms (course_id, period_id)`,
  sql`create index midterms_period_idx on grading.midterms (period_id)`,
  sql`create table grading.midterm_entries (
    midterm_id uuid not null references grading.midterms (id) on delete cascade,
    student_id uuid not null,
    score numeric,
    published_score numeric,
    updated_at timestamptz not null default now(),
    primary key (midterm_id, student_id)
  )`,
  sql`create index midterm_entries_student_idx on grading.midterm_entries (student_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table grading.midterm_entries`.execute(db);
  await sql`drop table grading.midterms`.execute(db);
}
