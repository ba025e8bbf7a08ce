// Bulk imports (SPEC §4 "Bulk import row status"): an import with its counts and who may see it, and its rows in file
// order with the validated values and each row's status, reason and created record. A worker that dies mid-import
// resumes from these rows. Students also get the CSV schema's columns the table lacked, so no accepted field is lost.
import { sql, type Kysely } from 'kysely';

const STATEMENTS = String.raw`
alter table organizational.students
  add column date_of_birth date,
  add column gender text check (gender in ('male', 'female', 'other')),
  add column nationality text,
  add column admission_year smallint check (admission_year between 2020 and 2030),
  add column academic_level text check (academic_level in ('undergraduate', 'graduate', 'postgraduate')),
  add column gpa numeric(3, 2) check (gpa between 0 and 4),
  add column emergency_contact text,
  add column address text,
  add column notes text;

create table organizational.imports (
  id uuid primary key default gen_random_uuid(),
  entity text not null check (entity in ('students', 'lecturers', 'subjects', 'groups')),
  created_by uuid not null,
  -- The scope the import was accepted in; the job re-checks it against the creator's current one before each run.
  creator_is_admin boolean not null,
  faculty_ids uuid[] not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  total integer not null check (total between 1 and 20000),
  succeeded integer not null default 0 check (succeeded >= 0),
  failed integer not null default 0 check (failed >= 0),
  -- Why the whole import stopped (status failed).
  error text,
  started_at timestamptz,
  finished_at timestamptz,
  -- Bumped by the job as rows finish; a queued or running import left without a heartbeat is queued again.
  heartbeat_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index imports_created_by_idx on organizational.imports (created_by, created_at desc);
create index imports_unfinished_idx on organizational.imports (heartbeat_at) where status in ('queued', 'running');

create table organizational.import_rows (
  import_id uuid not null references organizational.imports (id) on delete cascade,
  row_number integer not null check (row_number >= 2),
  fields jsonb not null check (jsonb_typeof(fields) = 'object'),
  -- Resolved when the import was accepted: the program the department and program cells name.
  program_id uuid references organizational.programs (id) on delete set null,
  email text not null,
  label text not null,
  -- Plain text only until the row finishes: the page that previewed it holds it, the account has its hash.
  temporary_password text,
  status text not null default 'pending' check (status in ('pending', 'creating', 'success', 'error')),
  error text,
  note text,
  record_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (import_id, row_number),
  check (status in ('success', 'error') or error is null),
  check (status not in ('success', 'error') or temporary_password is null)
);

select organizational.track_changes('organizational.imports');

select organizational.track_changes('organizational.import_rows')
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS.split(/;\n/)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table organizational.import_rows`.execute(db);
  await sql`drop table organizational.imports`.execute(db);
  await sql.raw(
    `alter table organizational.students ${['date_of_birth', 'gender', 'nationality', 'admission_year', 'academic_level', 'gpa', 'emergency_contact', 'address', 'notes']
      .map((column) => `drop column ${column}`)
      .join(', ')}`,
  ).execute(db);
}
