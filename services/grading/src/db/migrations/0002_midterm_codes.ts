// The publish flow's verification codes: at most one per midterm (a new request replaces it), kept only as an HMAC
// of the code, with the sheet version it covers, its expiry, the wrong tries and when it was used. A row without a
// hash is a request whose mail job has not made the code yet.
import { sql, type Kysely } from 'kysely';

const STATEMENTS = [
  sql`create table grading.midterm_codes (
    midterm_id uuid primary key references grading.midterms (id) on delete cascade,
    request_id uuid not null,
    lecturer_id uuid not null,
    code_hash text,
    sheet_version integer not null,
    expires_at timestamptz not null,
    failed_attempts integer not null default 0 check (failed_attempts >= 0),
    requested_at timestamptz not null default now(),
    consumed_at timestamptz
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table grading.midterm_codes`.execute(db);
}
