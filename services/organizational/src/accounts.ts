// Accounts live in auth: records here keep the user id plus a read copy of name and email. Creating a lecturer,
// student, dean or chair creates the account or adds the role to an existing one (POST /internal/auth/users).
import { badRequest, conflict, type ServiceDeps } from '@campus/kit';
import {
  isEmailAddress,
  type InternalCreateUserResponse,
  type InternalProvisionResponse,
  type ProvisioningOutcome,
  type InternalUsersResponse,
  type InternalWithdrawAccountBody,
  type InternalWithdrawAccountResponse,
} from '@campus/contracts';
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

type Person = Parameters<typeof ensureAccount>[1];

/**
 * The account of `person` and the record `write` makes with it, together or not at all: when `write` throws, the
 * account auth just created, or the role it just added to an existing one, is taken back before the error goes on.
 */
export async function withAccount<T>(deps: ServiceDeps, person: Person, write: (account: AccountLink) => Promise<T>): Promise<T> {
  const before = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [person.email] } });
  const heldRole = before.users.some((user) => user.role === person.role || user.roles.includes(person.role));
  const account = await ensureAccount(deps, person);
  try {
    return await write(account);
  } catch (error) {
    const withdrawal: InternalWithdrawAccountBody = { userId: account.userId, role: person.role, created: account.created, roleAdded: !heldRole };
    try {
      await deps.services.request<InternalWithdrawAccountResponse>('auth', { method: 'POST', path: '/internal/auth/users/withdraw', body: withdrawal });
    } catch (withdrawError) {
      deps.log.error({ err: withdrawError, withdrawal }, 'the account of a record that failed could not be taken back');
    }
    throw error;
  }
}

/**
 * Asks auth to create the person's Google Workspace account (a job there, so a slow Google never holds the form).
 * The student exists by now: when auth cannot be asked, the answer says so instead of failing the creation.
 */
export async function requestProvisioning(deps: ServiceDeps, userId: string): Promise<ProvisioningOutcome> {
  try {
    const answer = await deps.services.request<InternalProvisionResponse>('auth', { method: 'POST', path: '/internal/auth/workspace/provision', body: { userId } });
    return answer.provisioning;
  } catch (error) {
    deps.log.error({ err: error, userId }, 'Google Workspace provisioning could not be requested');
    return 'failed';
  }
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
