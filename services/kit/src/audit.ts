// The audit log. A route that changes records on behalf of a role declares its action beside its access
// (`config: { audit: 'group.archived' }`, or `audit: false` for a change not worth an entry); one that declares
// neither stops the service at start-up. When such a route answers 2xx, one hook writes who (id and email), when,
// what (the action, the record's id and label, the request's fields without secrets) and from where (address and
// browser) into kit.audit_entries, before the answer leaves. Every service of a deployment writes to the kit schema
// of the one database; auth answers GET /api/auth/audit from it.
import type { AuditAction, AuditEntry, AuditQuery, AuditResponse } from '@campus/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { operationKey, type Access } from './access.js';
import type { AuditEntryTable, KitDatabase } from './kit-schema.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditAction | false;
  }
  interface FastifyRequest {
    /** What the handler adds to its entry's details beyond the request's fields, e.g. a warning to administrators. */
    auditNote?: Record<string, unknown>;
  }
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET = /password|secret|token|otp|totp|recovery/i;
const DETAILS_MAX_CHARS = 8_000;
const TEXT_MAX_CHARS = 300;

/** A change made for a role or permission (not a person's own settings, a sign-in, or a service call). */
function changesForARole(method: string, access: Access | undefined): boolean {
  return CHANGES.has(method) && access !== undefined && ('roles' in access || 'permission' in access);
}

/**
 * Checks each route's audit declaration as it is registered and answers them by operationKey, for the OpenAPI
 * document (`x-audit`). Call before any route is registered.
 */
export function enforceAudit(app: FastifyInstance): Map<string, AuditAction | false> {
  const declared = new Map<string, AuditAction | false>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const audit = route.config?.audit;
    for (const method of [route.method].flat()) {
      if (audit === undefined && changesForARole(method, route.config?.access)) {
        throw new Error(`${method} ${route.url} changes records for a role: declare config.audit (an action such as 'group.updated', or false)`);
      }
      if (audit !== undefined) declared.set(operationKey(method, route.url), audit);
    }
  });
  return declared;
}

/** Writes the entry of every declared action that succeeds. */
export function registerAuditTrail(app: FastifyInstance, db: Kysely<KitDatabase>): void {
  app.decorateRequest('auditNote', undefined);
  app.addHook('preSerialization', async (request: FastifyRequest, reply, payload) => {
    const action = request.routeOptions.config.audit;
    if (!action || reply.statusCode >= 300) return payload;
    try {
      await db.insertInto('audit_entries').values(entryOf(request, action, payload)).execute();
    } catch (error) {
      // The change itself is committed: answering 500 would invite the person to make it twice.
      request.log.error({ err: error, action }, 'the audit entry of a committed change could not be written');
    }
    return payload;
  });
}

function entryOf(request: FastifyRequest, action: AuditAction, payload: unknown): Insertable<AuditEntryTable> {
  const params = { ...(request.params as Record<string, string> | undefined) };
  const record = answeredRecord(payload);
  const recordId = params.id ?? (typeof record?.id === 'string' ? record.id : null);
  delete params.id;
  const details = { ...params, ...withoutSecrets(request.body), ...request.auditNote };
  const text = JSON.stringify(details);
  const user = request.user as { sub?: string; email?: string } | undefined;
  return {
    actor_id: user?.sub ?? null,
    actor_email: user?.email ?? null,
    action,
    record_id: recordId,
    record_label: record ? labelOf(record) : null,
    details: text.length <= DETAILS_MAX_CHARS ? text : JSON.stringify({ truncated: text.slice(0, DETAILS_MAX_CHARS) }),
    ip: request.ip ?? null,
    user_agent: clip(request.headers['user-agent']),
    request_id: request.id,
  };
}

/** The record an answer is about: `{ data }` or `{ user }`. */
function answeredRecord(payload: unknown): Record<string, unknown> | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const { data, user } = payload as { data?: unknown; user?: unknown };
  const record = data ?? user;
  return record && typeof record === 'object' && !Array.isArray(record) ? (record as Record<string, unknown>) : undefined;
}

/** How a person recognises the record: its code and name, else its email (a person's), else a display name. */
function labelOf(record: Record<string, unknown>): string | null {
  const name = record.name ?? record.title;
  const named = typeof name === 'string' ? name : name && typeof name === 'object' ? Object.values(name as Record<string, unknown>).find((value) => typeof value === 'string' && value) : undefined;
  const parts = [record.code, named].filter((part): part is string => typeof part === 'string' && part !== '');
  const label = parts.length > 0 ? parts.join(' · ') : [record.email, record.displayName].find((value): value is string => typeof value === 'string' && value !== '');
  return clip(label);
}

function withoutSecrets(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return JSON.parse(JSON.stringify(body, (key, value: unknown) => (SECRET.test(key) ? undefined : value))) as Record<string, unknown>;
}

function clip(text: string | undefined): string | null {
  return text === undefined ? null : text.slice(0, TEXT_MAX_CHARS);
}

const SINCE: Record<NonNullable<AuditQuery['period']>, string> = { '24h': '1 day', '7d': '7 days', '30d': '30 days', '365d': '365 days' };

/** One page of the log, newest first unless asked otherwise, with the number of entries that match. */
export async function listAuditEntries(db: Kysely<KitDatabase>, query: AuditQuery): Promise<AuditResponse> {
  const { search, record, verb, actorId, recordId, period, page = 1, pageSize = 20, order = 'desc' } = query;
  let filtered = db.selectFrom('audit_entries');
  if (record) filtered = filtered.where('action', 'like', `${record}.%`);
  if (verb) filtered = filtered.where('action', 'like', `%.${verb}`);
  if (actorId) filtered = filtered.where('actor_id', '=', actorId);
  if (recordId) filtered = filtered.where('record_id', '=', recordId);
  if (period) filtered = filtered.where('at', '>=', sql<Date>`now() - ${SINCE[period]}::interval`);
  const words = search?.trim();
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    filtered = filtered.where((eb) => eb.or([eb('actor_email', 'ilike', pattern), eb('record_label', 'ilike', pattern), eb('record_id', '=', words)]));
  }
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('at', order)
      .orderBy('id', order)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toEntry), total: count.n, page, pageSize };
}

function toEntry(row: Selectable<AuditEntryTable>): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    recordId: row.record_id,
    recordLabel: row.record_label,
    details: row.details as Record<string, unknown>,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}
