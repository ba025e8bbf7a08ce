// The embedded server: every service in one Fastify instance over one set of deps, plus the built UI.
import { fileURLToPath } from 'node:url';
import { buildServiceApp, createDeps, closeDeps, type Config, type CreateDepsOptions, type ServiceDeps } from '@campus/kit';
import type { FastifyInstance } from 'fastify';
import { readManifest, remoteOrigins } from './manifest.js';
import { SERVICE_MODULES } from './modules.js';
import { registerUi, spaFallback } from './ui.js';

export interface Platform {
  app: FastifyInstance;
  deps: ServiceDeps;
  /** Stops the server and closes every connection. */
  close(): Promise<void>;
}

/** The repository root, where shell/dist and mfe-<area>/dist are built (this file is in services/platform/src|dist). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export async function buildPlatform(config: Config, options: CreateDepsOptions = {}): Promise<Platform> {
  const staticDir = config.staticDir ?? REPO_ROOT;
  // Read before opening the database, so a broken manifest fails fast.
  const manifest = readManifest(config.mfeManifestPath);
  const deps = await createDeps(config, options);
  try {
    const app = await buildServiceApp(deps, SERVICE_MODULES, { onNotFound: spaFallback(staticDir), scriptOrigins: remoteOrigins(manifest) });
    await registerUi(app, staticDir, manifest);
    await app.ready();
    // After every route is added: a seed may call another service in-process (inject), which readies the app.
    await seedAll(deps);
    return { app, deps, close: async () => { await app.close(); await closeDeps(deps); } };
  } catch (error) {
    await closeDeps(deps);
    throw error;
  }
}

/** Reference data always, demo data when demo mode is on (each seed decides); every seed is idempotent. */
export async function seedAll(deps: ServiceDeps): Promise<void> {
  for (const module of SERVICE_MODULES) {
    if (module.seed) await module.seed(deps);
  }
}
