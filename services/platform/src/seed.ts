// npm run seed: migrate every service and load its reference data, and its demo data in demo mode.
import { closeDeps, createDeps, exitOnConfigError, loadConfig, migrateService, type Config } from '@campus/kit';
import { seedAll } from './app.js';
import { SERVICE_MODULES } from './modules.js';

let config: Config;
try {
  config = loadConfig(process.env, 'platform');
} catch (error) {
  exitOnConfigError(error);
}

const deps = await createDeps(config);
try {
  for (const module of SERVICE_MODULES) await migrateService(deps, module);
  await seedAll(deps);
  deps.log.info(
    config.demo
      ? 'Seeded the reference and demo data; sign in as admin@campus.test with Campus-Demo-1'
      : 'Seeded the reference data (roles and permissions); demo accounts are off (NODE_ENV=production without DEMO=1)',
  );
} catch (error) {
  deps.log.fatal({ err: error }, 'Seeding failed');
  process.exitCode = 1;
} finally {
  await closeDeps(deps);
}
