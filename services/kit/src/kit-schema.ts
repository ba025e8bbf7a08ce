// The kit's own schema: the outbox that holds mail when no SMTP server is configured.
import { sql, type Generated, type Kysely, type Migration } from 'kysely';

export const KIT_SCHEMA = 'kit';

export interface OutboxTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Generated<Date>;
}

export interface KitDatabase {
  outbox: OutboxTable;
}

export const kitMigrations: Record<string, Migration> = {
  '0001_create_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('to', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('html', 'text')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('outbox').execute();
    },
  },
};
