// The Google Workspace directory through the Admin SDK Directory API (REST): a service account with domain-wide
// delegation signs a JWT assertion (jose), trades it at the OAuth token endpoint for an access token acting as a
// Workspace administrator, and calls users.list, users.get and users.insert. Both base URLs are configuration, so
// tests point them at a server on loopback that speaks the same REST shape.
import { randomBytes } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { DirectoryUser } from '@campus/contracts';
import { AppError, type GoogleWorkspaceConfig } from '@campus/kit';

export const DIRECTORY_SCOPE = 'https://www.googleapis.com/auth/admin.directory.user';
const USERS_PATH = '/admin/directory/v1/users';
const REQUEST_TIMEOUT_MS = 10_000;
/** A token is renewed this long before Google says it expires. */
const TOKEN_MARGIN_SECONDS = 60;

export interface NewWorkspaceUser {
  primaryEmail: string;
  givenName: string;
  familyName: string;
}

export interface GoogleDirectory {
  search(text: string, limit: number): Promise<DirectoryUser[]>;
  /** The user with this primary email or alias; undefined when there is none. */
  get(email: string): Promise<DirectoryUser | undefined>;
  /** Creates the user, or answers the one that already has this email (so a retried job does no harm). */
  insert(person: NewWorkspaceUser): Promise<DirectoryUser>;
}

/** A failure of the Directory API: its status and Google's message, kept for the logs and the failed job. */
export class DirectoryError extends Error {
  override readonly name = 'DirectoryError';
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export function createGoogleDirectory(config: GoogleWorkspaceConfig): GoogleDirectory {
  const token = accessTokens(config);

  const call = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T | undefined> => {
    const response = await fetch(`${config.apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${await token()}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status === 404) return undefined;
    const body = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!response.ok) throw new DirectoryError(response.status, body.error?.message ?? `Directory API answered ${response.status}`);
    return body;
  };

  const get = async (email: string) => {
    const user = await call<GoogleUser>(`${USERS_PATH}/${encodeURIComponent(email)}?projection=basic&viewType=admin_view`);
    return user ? toDirectoryUser(user) : undefined;
  };

  return {
    async search(text, limit) {
      const params = new URLSearchParams({ customer: 'my_customer', query: directoryQuery(text), maxResults: String(limit), orderBy: 'email', projection: 'basic', viewType: 'admin_view' });
      const answer = await call<{ users?: GoogleUser[] }>(`${USERS_PATH}?${params}`);
      return (answer?.users ?? []).map(toDirectoryUser);
    },
    get,
    async insert(person) {
      try {
        const created = await call<GoogleUser>(USERS_PATH, {
          method: 'POST',
          body: {
            primaryEmail: person.primaryEmail,
            name: { givenName: person.givenName, familyName: person.familyName },
            // Nobody knows this password: the person signs in once the Workspace administrator or a reset gives them one.
            password: randomBytes(24).toString('base64url'),
            changePasswordAtNextLogin: true,
          },
        });
        return toDirectoryUser(created!);
      } catch (error) {
        if (!(error instanceof DirectoryError && error.status === 409)) throw error;
        const existing = await get(person.primaryEmail);
        if (!existing) throw error;
        return existing;
      }
    },
  };
}

/**
 * The Directory API's query for what is typed: an address or its start (one word with @ or a dot) searches emails by
 * prefix; words search the given and family names and emails (Google's field-less clause), each a clause that must
 * hold.
 */
export function directoryQuery(text: string): string {
  const words = text.replace(/['"\\]/g, ' ').trim().split(/\s+/).filter(Boolean).slice(0, 4);
  if (words.length === 1 && /[@.]/.test(words[0]!)) return `email:${words[0]}*`;
  return words.map((word) => `'${word}'`).join(' ');
}

interface GoogleUser {
  id: string;
  primaryEmail: string;
  name?: { fullName?: string; givenName?: string; familyName?: string };
  orgUnitPath?: string;
}

function toDirectoryUser(user: GoogleUser): DirectoryUser {
  const givenName = user.name?.givenName ?? '';
  const familyName = user.name?.familyName ?? '';
  return {
    id: user.id,
    primaryEmail: user.primaryEmail,
    name: { fullName: user.name?.fullName ?? `${givenName} ${familyName}`.trim(), givenName, familyName },
    orgUnitPath: user.orgUnitPath ?? '/',
  };
}

/** Access tokens acting as the administrator, kept until shortly before they expire; one request at a time renews. */
function accessTokens(config: GoogleWorkspaceConfig): () => Promise<string> {
  let current: { token: string; until: number } | undefined;
  let renewing: Promise<string> | undefined;
  const renew = async () => {
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: DIRECTORY_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(config.clientEmail)
      .setSubject(config.adminEmail)
      .setAudience(config.tokenUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await importPKCS8(config.privateKey, 'RS256'));
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error_description?: string; error?: string };
    if (!response.ok || !body.access_token) throw new DirectoryError(response.status, `Google refused the service account: ${body.error_description ?? body.error ?? response.status}`);
    current = { token: body.access_token, until: now + (body.expires_in ?? 3600) - TOKEN_MARGIN_SECONDS };
    return body.access_token;
  };
  return async () => {
    if (current && current.until > Date.now() / 1000) return current.token;
    renewing ??= renew().finally(() => {
      renewing = undefined;
    });
    return renewing;
  };
}

/** What a person sees when the directory cannot answer: 502 with Google's reason in the log only. */
export function directoryUnavailable(message: string): AppError {
  return new AppError(502, 'DIRECTORY_UNAVAILABLE', message);
}
