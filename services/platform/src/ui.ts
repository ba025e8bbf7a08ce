// Serves the built UI: the shell at / (any other page falls back to its index.html, so deep links work) and each
// remote at /mfe/<area>/. Hashed files are cached for a year; entry files are revalidated on every load.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { sendNotFound } from '@campus/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MfeManifest } from './manifest.js';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PATHS = /^\/(api|mfe|health|ready|internal)(\/|$)/;
/** A missing file, not a page: answer 404 rather than the app's HTML. */
const ASSET_PATH = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|gz|br)$/i;
const HASHED_FILE = /[.-][0-9a-f]{8,}\./i;
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);

export function shellDist(staticDir: string): string {
  return path.join(staticDir, 'shell', 'dist');
}

/** The not-found handler of the platform: the shell's index.html for page routes, JSON 404 for the rest. */
export function spaFallback(staticDir: string) {
  const root = shellDist(staticDir);
  const built = existsSync(path.join(root, 'index.html'));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(pathname) && !ASSET_PATH.test(pathname);
    if (!isPage) return sendNotFound(request, reply);
    if (!built) {
      return reply.status(503).type('text/plain; charset=utf-8').send(`The Campus UI is not built yet: no ${root}/index.html. Run "npm run build" (or "npm start", which builds first).`);
    }
    return reply.sendFile('index.html', root);
  };
}

export async function registerUi(app: FastifyInstance, staticDir: string, manifest: MfeManifest): Promise<void> {
  app.get('/mfe-manifest.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return manifest;
  });
  const shell = shellDist(staticDir);
  // The first registration decorates reply.sendFile, which the fallback needs even when nothing else is served.
  await app.register(fastifyStatic, { ...staticOptions(shell), prefix: '/', serve: existsSync(shell) });
  // Each remote the manifest serves from here (/mfe/<name>/…) is mfe-<name>/dist; one it points elsewhere
  // (a faculty's own host or a CDN) is not served by the platform.
  for (const { name: area } of manifest.remotes.filter((remote) => remote.entry.startsWith(`/mfe/${remote.name}/`))) {
    const dist = path.join(staticDir, `mfe-${area}`, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`The ${area} remote is not built (${dist} is missing); its area will show an error panel`);
      continue;
    }
    await app.register(fastifyStatic, { ...staticOptions(dist), prefix: `/mfe/${area}/`, decorateReply: false });
  }
}

function staticOptions(root: string) {
  return {
    root,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  };
}

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(gz|br)$/, '');
  if (ALWAYS_REVALIDATE.has(name) || !HASHED_FILE.test(name)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}
