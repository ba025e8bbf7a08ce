// The kit's own schema: the outbox that holds mail when no SMTP server is configured, and the audit log
// (audit.ts) that every service writes to.
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

export interface AuditEntryTable {
  id: Generated<string>;
  at: Generated<Date>;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  record_id: string | null;
  record_label: string | null;
  /** JSON text on insert, an object on select. */
  details: unknown;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
}

/** A mail a job has sent, by the job's run key (sendMailOnce), so a job run again does not send it twice. */
export interface SentMailTable {
  key: string;
  sent_at: Generated<Date>;
}

export interface KitDatabase {
  outbox: OutboxTable;
  audit_entries: AuditEntryTable;
  sent_mail: SentMailTable;
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
  '0002_create_audit_entries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_entries')
        .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('actor_id', 'uuid')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('record_id', 'text')
        .addColumn('record_label', 'text')
        .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('request_id', 'text')
        .execute();
      // The list reads newest first, optionally by one person or one record.
      await db.schema.createIndex('audit_entries_at').on('audit_entries').columns(['at desc', 'id desc']).execute();
      await db.schema.createIndex('audit_entries_actor').on('audit_entries').columns(['actor_id', 'at desc']).execute();
      await db.schema.createIndex('audit_entries_record').on('audit_entries').columns(['record_id', 'at desc']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_entries').execute();
    },
  },
  '0003_create_sent_mail': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sent_mail')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('sent_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sent_mail').execute();
    },
  },
};
