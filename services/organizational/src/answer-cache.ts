// Staff read the structure far more often than anyone changes it. A GET route marked `config: { cacheAnswer: true }`
// keeps its JSON answer in memory per caller and URL, and answers from memory while the schema's data version
// (migration 0002) is the one the answer was made under. Every write bumps that version in its own transaction, so
// a kept answer is never older than what the query would read now: the check costs a one-row read instead of the
// list's count and page queries. (Writes to the bulk imports, which no kept answer reads, leave the version as it
// is: 0007_untrack_imports.) Mark only routes whose answer depends on nothing but this schema and the caller (not on
// the clock or another service).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { OrgDb } from './db/database.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer from memory while the organizational data is unchanged (see answer-cache.ts). */
    cacheAnswer?: boolean;
  }
}

/** Room for a few thousand pages of 50 students. */
const MAX_CHARACTERS = 64 * 1024 * 1024;

export function registerAnswerCache(app: FastifyInstance, db: OrgDb): void {
  const answers = new LRUCache<string, string>({ maxSize: MAX_CHARACTERS, sizeCalculation: (answer) => answer.length });
  let version: string | undefined;
  const toStore = new WeakMap<FastifyRequest, { key: string; version: string }>();

  app.addHook('preHandler', async (request, reply) => {
    // Only for a signed-in caller: the key is theirs.
    if (!request.routeOptions.config.cacheAnswer || request.method !== 'GET' || !request.user) return;
    const current = (await sql<{ version: string }>`select version from organizational.data_version`.execute(db)).rows[0]!.version;
    // Answers made under an older version can never be served again. (A read that started before the change may
    // still return the older number; it does not move the version back.)
    if (version === undefined || BigInt(current) > BigInt(version)) {
      answers.clear();
      version = current;
    }
    // Roles are part of the key because the token's roles decide the scope.
    const key = `${current} ${request.user.sub} ${request.user.roles.join(',')} ${request.url}`;
    const kept = answers.get(key);
    if (kept !== undefined) return reply.type('application/json; charset=utf-8').send(kept);
    toStore.set(request, { key, version: current });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const made = toStore.get(request);
    // An answer made under a version that has since changed would never be asked for again.
    if (made && made.version === version && reply.statusCode === 200 && typeof payload === 'string') answers.set(made.key, payload);
  });
}
