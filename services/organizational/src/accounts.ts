// Accounts live in auth: records here keep the user id plus a read copy of name and email. Creating a lecturer,
// student, dean or chair creates the account or adds the role to an existing one (POST /internal/auth/users).
import { badRequest, conflict, type ServiceDeps } from '@campus/kit';
import { isEmailAddress, type InternalCreateUserResponse, type InternalUsersResponse } from '@campus/contracts';
import type { AccountLink } from '@campus/contracts/organizational';

export function normalizeEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (!isEmailAddress(value)) throw badRequest('Invalid email format', { field: 'email' }, 'INVALID_EMAIL');
  return value;
}

/** `person.email` has been through normalizeEmail once by the caller (who also stores or checks it); auth trims the names. */
export async function ensureAccount(
  deps: ServiceDeps,
  person: { email: string; firstName: string; lastName: string; role: string; password?: string },
): Promise<AccountLink> {
  const answer = await deps.services.request<InternalCreateUserResponse>('auth', {
    method: 'POST',
    path: '/internal/auth/users',
    body: {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
      ...(person.password ? { password: person.password } : {}),
    },
  });
  return {
    userId: answer.user.id,
    email: answer.user.email,
    created: answer.created,
    ...(answer.temporaryPassword ? { temporaryPassword: answer.temporaryPassword } : {}),
  };
}

/**
 * Only an administrator adds a role to an account that exists for something else: anyone else naming its email gets
 * 409, so a chair cannot make a student's (or anyone's) account a lecturer's. An account that already holds the
 * role, or a new email, passes.
 */
export async function assertNoOtherAccount(deps: ServiceDeps, isAdmin: boolean, email: string, role: string): Promise<void> {
  if (isAdmin) return;
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [email] } });
  const user = users[0];
  if (!user || user.role === role || user.roles.includes(role)) return;
  throw conflict(`${email} already has an account; an administrator can add the ${role} role to it`, 'ACCOUNT_EXISTS', { field: 'email' });
}

/**
 * Checks, before anything is written, that the account with this id can take a role: 400 naming the field when
 * there is no such account or it is deactivated. Answers the call that then gives it the role the way creating a
 * dean or chair does (the same call, by its email).
 */
export async function roleGrant(deps: ServiceDeps, userId: string, role: string, field: string): Promise<() => Promise<AccountLink>> {
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: [userId] } });
  const user = users.find((candidate) => candidate.id === userId);
  if (!user) throw badRequest(`${field}: no account has this id`, { field }, 'UNKNOWN_USER');
  if (!user.isActive) throw badRequest(`${field}: the account of ${user.email} is deactivated; reactivate it first`, { field }, 'INACTIVE_USER');
  return () => ensureAccount(deps, { email: user.email, firstName: user.firstName, lastName: user.lastName, role });
}

export interface PersonName {
  name: string;
  email: string;
}

/** Names and emails of auth users by id; an unreachable auth leaves them unknown rather than failing the list. */
export async function lookupUsers(deps: ServiceDeps, ids: (string | null)[]): Promise<Map<string, PersonName>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const found = new Map<string, PersonName>();
  if (!unique.length) return found;
  try {
    const answer = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: unique } });
    for (const user of answer.users) found.set(user.id, { name: user.displayName || `${user.firstName} ${user.lastName}`.trim(), email: user.email });
  } catch (error) {
    deps.log.warn({ err: error }, 'auth user lookup failed; names left empty');
  }
  return found;
}
