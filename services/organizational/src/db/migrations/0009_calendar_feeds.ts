// Each person's calendar feed: one per account, found by the SHA-256 of the token in its address (the token itself
// is never stored). Not tracked (0002): no kept answer reads it, and every read of a feed writes last_fetched_at,
// which would otherwise outdate every kept list of the schema each time a calendar polls.
// test/answer-cache.test.ts lists it among the deliberate exceptions.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table organizational.calendar_feeds (
    user_id uuid primary key,
    token_hash bytea not null unique check (octet_length(token_hash) = 32),
    language text not null check (language in ('hy', 'en', 'ru')),
    created_at timestamptz not null default now(),
    last_fetched_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table organizational.calendar_feeds`.execute(db);
}
