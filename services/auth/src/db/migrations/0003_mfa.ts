// Two-factor verification: a secret waiting for its first code (enable → verify-mfa), and the last accepted time
// step, so a code that was used once is refused for the rest of its window (RFC 6238 §5.2). mfa_enabled and
// mfa_secret exist since 0001; secrets are stored encrypted (see mfa-secrets.ts).
import type { Kysely } from 'kysely';

const SCHEMA = 'auth';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .withSchema(SCHEMA)
    .alterTable('users')
    .addColumn('mfa_pending_secret', 'text')
    .addColumn('mfa_pending_at', 'timestamptz')
    .addColumn('mfa_last_step', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .withSchema(SCHEMA)
    .alterTable('users')
    .dropColumn('mfa_last_step')
    .dropColumn('mfa_pending_at')
    .dropColumn('mfa_pending_secret')
    .execute();
}
