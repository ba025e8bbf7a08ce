// Each service owns one schema: create it, then run the service's migrations with their bookkeeping in that schema.
import { Migrator, sql, type Migration } from 'kysely';
import type { ServiceDeps, ServiceModule } from '../types.js';
import { databaseOf } from '../deps-registry.js';
import { pgErrorCode } from '../errors.js';

export async function migrateService(deps: ServiceDeps, module: Pick<ServiceModule, 'name' | 'schemaName' | 'migrations'>): Promise<void> {
  const { schemaName } = module;
  await createSchema(deps, schemaName);
  // Nothing to run: skip the migrator's bookkeeping tables and lock (a second off every start on PGlite).
  if (Object.keys(module.migrations).length === 0) return;
  const migrator = new Migrator({
    db: deps.database(schemaName),
    provider: { getMigrations: async () => module.migrations as Record<string, Migration> },
    migrationTableSchema: schemaName,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Migrating ${module.name} (schema ${schemaName}) failed${where}: ${(error as Error).message ?? error}`);
  }
  for (const result of results ?? []) {
    if (result.status === 'Success') deps.log.info({ schema: schemaName, migration: result.migrationName }, 'migrated');
  }
}

async function createSchema(deps: ServiceDeps, schemaName: string): Promise<void> {
  try {
    await sql`create schema if not exists ${sql.id(schemaName)}`.execute(databaseOf(deps).root);
  } catch (error) {
    // Two processes creating the same schema at once: the loser sees a duplicate, which is fine.
    if (!['23505', '42P06'].includes(pgErrorCode(error) ?? '')) throw error;
  }
}
