// Cross-site request forgery: a request that changes something must come from a page of ours. Browsers say where a
// request comes from (Sec-Fetch-Site, Origin) and pages cannot forge either, so a form or script on another site,
// or on another port of the same site, is refused before any route runs. A request with neither header comes from
// no web page (curl, another service) and carries no one's cookies by accident. Bodies are JSON or multipart only:
// without Fastify's text/plain parser a cross-site form's text body is 415.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'This request did not come from a Campus page. Reload Campus and try again.';

function fromOurPage(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return site === undefined || site === 'none';
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

export function registerRequestOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || fromOurPage(request, publicOrigin)) return;
    throw new AppError(403, 'CROSS_SITE_REQUEST', CROSS_SITE_MESSAGE);
  });
}
