// Input no route should have to think about. PostgreSQL cannot store a NUL character in text, so a string holding
// one would reach the database and fail there as a 500; it is refused up front with a 400 naming the field.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

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
}
