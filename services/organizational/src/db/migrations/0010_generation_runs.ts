// The test-data generator (/admin/testing): each run, and on every record it makes the run's id, so that
// "Remove generated data" deletes exactly those records and nothing else. Runs are not tracked (0002): no kept
// answer reads them and a running job writes its progress to them often; the records the run makes are tracked as
// any. test/answer-cache.test.ts lists generation_runs among the deliberate exceptions.
import { sql, type Kysely } from 'kysely';

/** Tables whose rows a run makes; a later kind of generated record adds its table here in a new migration. */
export const GENERATED_TABLES = [
  'faculties',
  'departments',
  'programs',
  'lecturers',
  'courses',
  'groups',
  'students',
  'rooms',
  'sections',
  'section_groups',
  'enrollments',
  'weekly_classes',
  'allocations',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table organizational.generation_runs (
    id uuid primary key default gen_random_uuid(),
    number integer not null unique check (number > 0),
    seed integer not null check (seed >= 0),
    size jsonb not null check (jsonb_typeof(size) = 'object'),
    status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'removing', 'removed')),
    step text,
    done integer not null default 0 check (done >= 0),
    total integer not null default 0 check (total >= 0),
    counts jsonb not null default '{}',
    error text,
    created_by uuid not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz
  )`.execute(db);
  for (const table of GENERATED_TABLES) {
    await sql.raw(`alter table organizational.${table} add column generation_run_id uuid references organizational.generation_runs (id) on delete restrict`).execute(db);
    await sql.raw(`create index ${table}_generation_run_idx on organizational.${table} (generation_run_id) where generation_run_id is not null`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of GENERATED_TABLES) await sql.raw(`alter table organizational.${table} drop column generation_run_id`).execute(db);
  await sql`drop table organizational.generation_runs`.execute(db);
}
