// One database per process: a pg pool when DATABASE_URL is set, else one PGlite under DATA_DIR shared by every
// service of the process. Each service sees it through a Kysely scoped to its own schema.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type LogEvent, type Logger } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { redact } from '../config.js';
import type { Config } from '../types.js';
import { PGliteDialect } from './pglite-dialect.js';
import { dbQueryDuration, watchPool } from '../observability/metrics.js';
import { recordFinishedSpan } from '../observability/tracing.js';

export interface Database {
  /** Unscoped; for the kit itself (schemas, migrations, health). */
  root: Kysely<unknown>;
  forSchema<DB>(schemaName: string): Kysely<DB>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const INT8_OID = 20;

export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const observe = observeQueries(config.serviceName);
  const { root, close } = config.databaseUrl ? await openPostgres(config.databaseUrl, log, observe, config.serviceName) : await openPGlite(pgliteDir(config), observe);
  const scoped = new Map<string, Kysely<unknown>>();
  return {
    root,
    forSchema<DB>(schemaName: string) {
      if (!scoped.has(schemaName)) scoped.set(schemaName, root.withSchema(schemaName));
      return scoped.get(schemaName) as unknown as Kysely<DB>;
    },
    async ping() {
      await sql`select 1`.execute(root);
    },
    close,
  };
}

/** The embedded server owns DATA_DIR/pglite; a service started alone gets its own folder, since PGlite has no lock. */
export function pgliteDir(config: Config): string {
  const folder = config.serviceName === 'platform' ? 'pglite' : `pglite-${config.serviceName}`;
  return path.join(config.dataDir, folder);
}

async function openPostgres(databaseUrl: string, log: FastifyBaseLogger, observe: Logger, service: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  const unwatch = watchPool({ service, pool });
  // An idle connection that the server ends (restart, failover, a dropped database) is an 'error' on the pool;
  // unheard, it would crash the process. The pool has already discarded it; the next query opens a new one.
  // A connection in use when the server goes (a restart, `pg_ctl stop -m immediate`) emits 'error' too, between two
  // queries of one checkout where no query hears it; unheard, it crashes the process. The query or the next one
  // fails (503) and the pool drops the connection on its release. This listener logs both kinds, once each.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: error }, 'a database connection was closed by the server')));
  const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }), log: observe });
  const close = async () => {
    unwatch();
    await root.destroy();
  };
  try {
    await sql`select 1`.execute(root);
  } catch (error) {
    await close();
    throw new Error(`Cannot reach PostgreSQL at DATABASE_URL ${redact(databaseUrl)}: ${(error as Error).message}`);
  }
  return { root, close };
}

async function openPGlite(dataDir: string, observe: Logger) {
  mkdirSync(dataDir, { recursive: true });
  // int8 as text, as pg returns it, so both backends give services the same values.
  const pglite = await PGlite.create({ dataDir, parsers: { [INT8_OID]: (value: string) => value } });
  const root = new Kysely<unknown>({ dialect: new PGliteDialect(pglite), log: observe });
  return {
    root,
    async close() {
      await root.destroy();
      await pglite.close();
    },
  };
}

/** The schema of the first table a query reads or writes (from "organizational"."students" → organizational); "-" when unqualified. */
const FIRST_SCHEMA = /\b(?:from|into|update|join)\s+"([a-z_][a-z0-9_]*)"\./i;

/** Kysely reports each query with its time once it is done: a histogram observation, and a span when tracing is on. */
function observeQueries(service: string): Logger {
  return (event: LogEvent) => {
    const text = event.query.sql;
    const schema = FIRST_SCHEMA.exec(text)?.[1] ?? '-';
    const failed = event.level === 'error';
    dbQueryDuration.observe({ service, schema, outcome: failed ? 'error' : 'ok' }, event.queryDurationMillis / 1000);
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
    recordFinishedSpan(`db ${operation} ${schema}`, event.queryDurationMillis, { 'db.system.name': 'postgresql', 'db.namespace': schema, 'db.query.text': text.slice(0, 2000) }, failed);
  };
}
