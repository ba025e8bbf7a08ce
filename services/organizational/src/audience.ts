// Resolving an audience (issue 15, contracts/audience.ts) to the distinct active accounts it reaches, part by part
// within the sender's scope. The sender's roles are read from auth, never taken from the calling service: a role the
// caller merely asserted could widen the scope. Organizational knows whose dean's office and chair the sender is
// (scope.ts) and who studies and works where; auth knows the roles and which accounts are active.
import { hasRole, type InternalActiveIdsResponse, type InternalUser, type InternalUsersResponse, INTERNAL_ACTIVE_IDS_MAX } from '@campus/contracts';
import { AUDIENCE_MESSAGES, type AudiencePart, type DescribedAudiencePart, type ResolveAudienceBody, type ResolvedAudience } from '@campus/contracts/audience';
import type { SectionAudience, SectionAudiencesBody } from '@campus/contracts/surveys';
import { AppError, type ServiceDeps } from '@campus/kit';
import type { OrgDb } from './db/database.js';
import { audienceMembers, audiencePlaces, type AudiencePlace, type UnitKind } from './db/audience.repository.js';
import { scopeOfAccount, type Scope } from './scope.js';

type UnitPart = Extract<AudiencePart, { id: string }>;
type RolePart = Extract<AudiencePart, { role: string }>;

const UNIT_KINDS: UnitKind[] = ['faculty', 'department', 'program', 'group', 'section', 'term'];

const outOfScope = (part: AudiencePart) => new AppError(403, 'AUDIENCE_OUT_OF_SCOPE', AUDIENCE_MESSAGES.AUDIENCE_OUT_OF_SCOPE, { part });
const notFound = (part: AudiencePart) => new AppError(404, 'AUDIENCE_NOT_FOUND', AUDIENCE_MESSAGES.AUDIENCE_NOT_FOUND, { part });

const isRolePart = (part: AudiencePart): part is RolePart => part.kind === 'role';
const keyOf = (part: AudiencePart) => (isRolePart(part) ? `role:${part.role}` : `${part.kind}:${part.id}`);

/** The audience once, in the order given: the same part twice counts once. */
function distinctParts(audience: AudiencePart[]): AudiencePart[] {
  const seen = new Map<string, AudiencePart>();
  for (const part of audience) if (!seen.has(keyOf(part))) seen.set(keyOf(part), part);
  return [...seen.values()];
}

/**
 * Who may name a part: an administrator or quality assurance anything; the dean's office its faculties and the
 * departments, programs, groups and sections in them; a chair their departments and what is in them. A role or a
 * whole term is not any unit's, so only the first two may name one.
 */
function inScope(scope: Scope, part: AudiencePart, place: AudiencePlace | undefined): boolean {
  if (scope.all || scope.roles.qa) return true;
  if (part.kind === 'role' || part.kind === 'term' || !place) return false;
  if (part.kind === 'faculty') return scope.facultyIds.includes(part.id);
  return place.departmentId !== null && scope.departmentIds.includes(place.departmentId);
}

async function senderOf(deps: ServiceDeps, senderId: string): Promise<InternalUser | undefined> {
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: [senderId] } });
  return users.find((user) => user.id === senderId && user.isActive);
}

/** The active accounts among the ids, asked of auth in batches its body limit allows. */
async function activeAmong(deps: ServiceDeps, ids: string[]): Promise<Set<string>> {
  const active = new Set<string>();
  for (let start = 0; start < ids.length; start += INTERNAL_ACTIVE_IDS_MAX) {
    const batch = ids.slice(start, start + INTERNAL_ACTIVE_IDS_MAX);
    const answer = await deps.services.request<InternalActiveIdsResponse>('auth', { method: 'POST', path: '/internal/auth/users/active', body: { ids: batch } });
    for (const id of answer.ids) active.add(id);
  }
  return active;
}

/** Every active holder of each role part's role, in one question to auth. */
async function roleMembers(deps: ServiceDeps, parts: RolePart[]): Promise<Map<string, string[]>> {
  const members = new Map<string, string[]>();
  if (parts.length === 0) return members;
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { roles: parts.map((part) => part.role) } });
  for (const part of parts) members.set(keyOf(part), users.filter((user) => user.isActive && hasRole(user, part.role)).map((user) => user.id));
  return members;
}

/** A part as it reached people: described (label and size) with the active accounts it reaches. */
interface ReachedPart {
  described: DescribedAudiencePart;
  userIds: string[];
}

/** Each distinct part of the audience, checked against the sender's scope, with the active accounts it reaches. */
async function reachOf(db: OrgDb, deps: ServiceDeps, audience: AudiencePart[], senderId: string): Promise<ReachedPart[]> {
  const parts = distinctParts(audience);
  const sender = await senderOf(deps, senderId);
  // An unknown or deactivated sender has no scope at all.
  if (!sender) throw outOfScope(parts[0]!);
  const scope = await scopeOfAccount(db, sender.id, sender);

  const unitParts = parts.filter((part): part is UnitPart => !isRolePart(part));
  const places = new Map<string, AudiencePlace>();
  for (const kind of UNIT_KINDS) {
    const ids = unitParts.filter((part) => part.kind === kind).map((part) => part.id);
    for (const place of await audiencePlaces(db, kind, ids)) places.set(`${kind}:${place.id}`, place);
  }
  for (const part of unitParts) if (!places.has(keyOf(part))) throw notFound(part);
  for (const part of parts) if (!inScope(scope, part, places.get(keyOf(part)))) throw outOfScope(part);

  const members = await roleMembers(deps, parts.filter(isRolePart));
  for (const kind of UNIT_KINDS) {
    const ids = unitParts.filter((part) => part.kind === kind).map((part) => part.id);
    for (const [id, userIds] of await audienceMembers(db, kind, ids)) members.set(`${kind}:${id}`, userIds);
  }

  // Role holders come from auth already active; the people of units are checked there in one pass.
  const fromUnits = [...new Set(unitParts.flatMap((part) => members.get(keyOf(part)) ?? []))];
  const active = await activeAmong(deps, fromUnits);
  for (const part of parts.filter(isRolePart)) for (const id of members.get(keyOf(part)) ?? []) active.add(id);

  return parts.map((part) => {
    const userIds = (members.get(keyOf(part)) ?? []).filter((id) => active.has(id));
    return { described: { ...part, label: isRolePart(part) ? part.role : places.get(keyOf(part))!.label, size: userIds.length }, userIds };
  });
}

export async function resolveAudience(db: OrgDb, deps: ServiceDeps, body: ResolveAudienceBody): Promise<ResolvedAudience> {
  const reached = await reachOf(db, deps, body.audience, body.senderId);
  return { userIds: [...new Set(reached.flatMap((part) => part.userIds))], parts: reached.map((part) => part.described) };
}

/** Each section alone, as its own audience (surveys' course evaluations of a term, in one call). */
export async function sectionAudiences(db: OrgDb, deps: ServiceDeps, body: SectionAudiencesBody): Promise<SectionAudience[]> {
  const reached = await reachOf(db, deps, body.sectionIds.map((id) => ({ kind: 'section' as const, id })), body.senderId);
  return reached.map(({ described, userIds }) => ({ sectionId: (described as { id: string }).id, label: described.label, userIds }));
}
