// Accounts: emailed single-use tokens (password reset, email verification; only their SHA-256 is stored), whether
// an address was confirmed, and the profile fields. Accounts that exist already were made by an administrator or
// the seed, so they count as confirmed.
import { sql, type Kysely } from 'kysely';

const SCHEMA = 'auth';

export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema.withSchema(SCHEMA);

  await schema
    .alterTable('users')
    .addColumn('email_verified', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('bio', 'text')
    .addColumn('phone', 'text')
    .addColumn('visibility', 'text', (col) => col.notNull().defaultTo('university').check(sql`visibility in ('public', 'university', 'private')`))
    .execute();

  await schema
    .createTable('account_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references(`${SCHEMA}.users.id`).onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('password_reset', 'email_verification')`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await schema.createIndex('account_tokens_user_purpose_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema.withSchema(SCHEMA);
  await schema.dropTable('account_tokens').ifExists().execute();
  await schema.alterTable('users').dropColumn('visibility').dropColumn('phone').dropColumn('bio').dropColumn('email_verified').execute();
}
