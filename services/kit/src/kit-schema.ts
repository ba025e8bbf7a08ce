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

/**
 * A job accepted by BullMQ and not yet run to its end (jobs/queued-jobs.ts): kept here, beside the data, so a Redis
 * that restarted empty does not lose it. The workers queue again those Redis no longer has.
 */
export interface QueuedJobTable {
  /** The Redis key prefix of the queues it went to (deployments and test runs sharing one database stay apart). */
  prefix: string;
  name: string;
  job_id: string;
  /** The queued data (payload and trace context), JSON text on insert. */
  data: unknown;
  /** BullMQ's timestamp of the job (part of its run key), kept so a job queued again has the same run key. */
  queued_ms: string;
  /** When it may run (a delayed job); null: at once. */
  run_at: Date | null;
  /** A worker is running it until then (renewed while it runs): the sweep leaves it alone. */
  running_until: Date | null;
  created_at: Generated<Date>;
}

export interface KitDatabase {
  outbox: OutboxTable;
  audit_entries: AuditEntryTable;
  sent_mail: SentMailTable;
  queued_jobs: QueuedJobTable;
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
  '0004_create_queued_jobs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('queued_jobs')
        .addColumn('prefix', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('job_id', 'text', (column) => column.notNull())
        .addColumn('data', 'jsonb', (column) => column.notNull())
        .addColumn('queued_ms', 'bigint', (column) => column.notNull())
        .addColumn('run_at', 'timestamptz')
        .addColumn('running_until', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('queued_jobs_pk', ['prefix', 'name', 'job_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('queued_jobs').execute();
    },
  },
};
