// The dean's office as a team: the accounts (auth user ids) that work in a faculty's dean's office besides its dean.
// The dean and every linked account share the faculty's scope (scope.ts); a link goes with its faculty.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table organizational.faculty_staff (
    faculty_id uuid not null references organizational.faculties (id) on delete cascade,
    user_id uuid not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (faculty_id, user_id)
  )`.execute(db);
  await sql`create index faculty_staff_user_id_idx on organizational.faculty_staff (user_id)`.execute(db);
  await sql`select organizational.track_changes('organizational.faculty_staff')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table organizational.faculty_staff`.execute(db);
}
