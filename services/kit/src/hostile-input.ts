// Input no route should have to think about. PostgreSQL cannot store a NUL character in text, so a string holding
// one would reach the database and fail there as a 500; it is refused up front with a 400 naming the field. A JSON
// body nested deeper than any of our schemas is refused before it is parsed: parsing 1 MiB of brackets holds the
// event loop (and every other request) for a second.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

/** Deeper than any request schema of ours (the deepest nests four levels). */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `limit` arrays or objects inside each other; one pass, brackets in strings ignored. */
export function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const char = json.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // \ escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** The path of the first string (or key) holding a NUL character, walked without recursion (bodies may nest deep). */
export function nulCharacterAt(value: unknown, root: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        pending.push([child, at]);
      }
    }
  }
  return undefined;
}

async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const field = nulCharacterAt(request.params, '') ?? nulCharacterAt(request.query, '') ?? nulCharacterAt(request.body, '');
  if (field !== undefined) throw badRequest(`${field || 'The request'}: text may not contain a NUL character`, { field }, 'NUL_CHARACTER');
}

export function registerHostileInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', refuseNulCharacters);
  // Fastify's own parser (prototype poisoning refused) after the depth check.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new AppError(400, 'TOO_DEEP', `The request body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
