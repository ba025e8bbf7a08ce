// The academic calendar's own days: exam sessions and holidays of an academic year (its terms are the periods).
// One table, told apart by kind; a holiday removes the class sessions of its days (class-sessions.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table organizational.calendar_entries (
    id uuid primary key default gen_random_uuid(),
    academic_year_id uuid not null references organizational.academic_years (id) on delete cascade,
    kind text not null check (kind in ('exam_session', 'holiday')),
    name jsonb not null check (jsonb_typeof(name) = 'object' and coalesce(name->>'hy', '') <> ''),
    starts_on date not null,
    ends_on date not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (ends_on >= starts_on)
  )`.execute(db);
  await sql`create index calendar_entries_days_idx on organizational.calendar_entries (kind, starts_on, ends_on)`.execute(db);
  await sql`create index calendar_entries_year_idx on organizational.calendar_entries (academic_year_id)`.execute(db);
  await sql`select organizational.track_changes('organizational.calendar_entries')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table organizational.calendar_entries`.execute(db);
}
