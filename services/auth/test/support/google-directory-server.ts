// A Google Workspace on loopback that speaks the Admin SDK's REST shape: the OAuth token endpoint (JWT bearer
// grant, the assertion checked against the service account's public key) and Directory users.list / get / insert,
// each refusing a request without a token it issued. It records what it was asked, and can be told to fail.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';
import type { DirectoryUser } from '@campus/contracts';
import { DIRECTORY_SCOPE } from '../../src/google-directory.js';

export const SERVICE_ACCOUNT = 'campus-directory@campus-test.iam.gserviceaccount.com';
export const WORKSPACE_ADMIN = 'it-admin@uni.test';

export interface DirectoryServer {
  env: Record<string, string>;
  users: DirectoryUser[];
  /** Every users.list query string, in order. */
  searches: URLSearchParams[];
  /** Bodies of users.insert. */
  inserts: Record<string, unknown>[];
  /** The next Directory call answers this status. */
  failNext(status: number): void;
  close(): Promise<void>;
}

export async function startDirectoryServer(users: DirectoryUser[]): Promise<DirectoryServer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'campus-workspace-')), 'service-account.json');
  writeFileSync(keyFile, JSON.stringify({ type: 'service_account', client_email: SERVICE_ACCOUNT, private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }) }));
  const issued = new Set<string>();
  const state = { users: [...users], searches: [] as URLSearchParams[], inserts: [] as Record<string, unknown>[], failing: 0 };
  let baseUrl = '';

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams(await bodyOf(request));
    try {
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('unsupported grant');
      const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, { issuer: SERVICE_ACCOUNT, subject: WORKSPACE_ADMIN, audience: `${baseUrl}/token` });
      if (payload.scope !== DIRECTORY_SCOPE) throw new Error('wrong scope');
    } catch (error) {
      return send(response, 400, { error: 'invalid_grant', error_description: (error as Error).message });
    }
    const accessToken = `ya29.test-${issued.size + 1}`;
    issued.add(accessToken);
    return send(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  };

  const directory = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer)) return send(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    if (state.failing) {
      const status = state.failing;
      state.failing = 0;
      return send(response, status, { error: { code: status, message: 'Backend Error' } });
    }
    const key = decodeURIComponent(url.pathname.slice('/admin/directory/v1/users'.length).replace(/^\//, ''));
    if (request.method === 'GET' && key) {
      const user = state.users.find((candidate) => candidate.primaryEmail === key || candidate.id === key);
      return user ? send(response, 200, { kind: 'admin#directory#user', ...user }) : send(response, 404, { error: { code: 404, message: 'Resource Not Found: userKey' } });
    }
    if (request.method === 'GET') {
      state.searches.push(url.searchParams);
      if (url.searchParams.get('customer') !== 'my_customer') return send(response, 400, { error: { code: 400, message: 'Bad Request' } });
      const found = state.users.filter(matches(url.searchParams.get('query') ?? '')).slice(0, Number(url.searchParams.get('maxResults') ?? 100));
      return send(response, 200, { kind: 'admin#directory#users', ...(found.length ? { users: found } : {}) });
    }
    if (request.method === 'POST') {
      const body = JSON.parse(await bodyOf(request)) as { primaryEmail: string; name: { givenName: string; familyName: string } };
      state.inserts.push(body);
      if (state.users.some((user) => user.primaryEmail === body.primaryEmail)) return send(response, 409, { error: { code: 409, message: 'Entity already exists.' } });
      const user: DirectoryUser = {
        id: String(100000000000000000000 + state.users.length),
        primaryEmail: body.primaryEmail,
        name: { ...body.name, fullName: `${body.name.givenName} ${body.name.familyName}` },
        orgUnitPath: '/',
      };
      state.users.push(user);
      return send(response, 201, { kind: 'admin#directory#user', ...user });
    }
    return send(response, 405, { error: { code: 405, message: 'Method Not Allowed' } });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', baseUrl);
    const handled = url.pathname === '/token' ? token(request, response) : url.pathname.startsWith('/admin/directory/v1/users') ? directory(request, response, url) : Promise.resolve(send(response, 404, {}));
    handled.catch((error: unknown) => send(response, 500, { error: { code: 500, message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: {
      GOOGLE_WORKSPACE_KEY_FILE: keyFile,
      GOOGLE_WORKSPACE_ADMIN_EMAIL: WORKSPACE_ADMIN,
      GOOGLE_WORKSPACE_API_URL: baseUrl,
      GOOGLE_WORKSPACE_TOKEN_URL: `${baseUrl}/token`,
    },
    get users() {
      return state.users;
    },
    searches: state.searches,
    inserts: state.inserts,
    failNext(status) {
      state.failing = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Google's clauses as this directory understands them: `email:prefix*`, and 'word' against names and email. */
function matches(query: string): (user: DirectoryUser) => boolean {
  const clauses = query.match(/email:\S+|'[^']*'/g) ?? [];
  return (user) =>
    clauses.every((clause) => {
      if (clause.startsWith('email:')) return user.primaryEmail.startsWith(clause.slice('email:'.length).replace(/\*$/, ''));
      const word = clause.slice(1, -1).toLowerCase();
      return [user.name.givenName, user.name.familyName, user.primaryEmail].some((value) => value.toLowerCase().startsWith(word));
    });
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
