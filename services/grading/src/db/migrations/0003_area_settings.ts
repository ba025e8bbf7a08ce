// What an area decides itself: the pass mark, the at-risk rules and the default term of one faculty (department_id
// null) or one department, with who changed them last and when. A unit without a row follows its faculty, else the
// service's configuration.
import { sql, type Kysely } from 'kysely';

const STATEMENTS = [
  sql`create table grading.area_settings (
    id uuid primary key default gen_random_uuid(),
    faculty_id uuid not null,
    department_id uuid,
    pass_mark numeric(6, 2) not null,
    failing_subjects integer not null check (failing_subjects between 0 and 20),
    absence_share numeric(5, 4) not null check (absence_share between 0 and 1),
    default_period_id uuid,
    updated_by uuid,
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index area_settings_faculty_key on grading.area_settings (faculty_id) where department_id is null`,
  sql`create unique index area_settings_department_key on grading.area_settings (department_id) where department_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table grading.area_settings`.execute(db);
}
