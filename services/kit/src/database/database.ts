// One database per process: a pg pool when DATABASE_URL is set, else one PGlite under DATA_DIR shared by every
// service of the process. Each service sees it through a Kysely scoped to its own schema.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { redact } from '../config.js';
import type { Config } from '../types.js';
import { PGliteDialect } from './pglite-dialect.js';

export interface Database {
  /** Unscoped; for the kit itself (schemas, migrations, health). */
  root: Kysely<unknown>;
  forSchema<DB>(schemaName: string): Kysely<DB>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const INT8_OID = 20;

export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const { root, close } = config.databaseUrl ? await openPostgres(config.databaseUrl, log) : await openPGlite(pgliteDir(config));
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

async function openPostgres(databaseUrl: string, log: FastifyBaseLogger) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection that the server ends (restart, failover, a dropped database) is an 'error' on the pool;
  // unheard, it would crash the process. The pool has already discarded it; the next query opens a new one.
  pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection was closed by the server'));
  const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(root);
  } catch (error) {
    await root.destroy();
    throw new Error(`Cannot reach PostgreSQL at DATABASE_URL ${redact(databaseUrl)}: ${(error as Error).message}`);
  }
  return { root, close: () => root.destroy() };
}

async function openPGlite(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  // int8 as text, as pg returns it, so both backends give services the same values.
  const pglite = await PGlite.create({ dataDir, parsers: { [INT8_OID]: (value: string) => value } });
  const root = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  return {
    root,
    async close() {
      await root.destroy();
      await pglite.close();
    },
  };
}
