// What the access matrix and the hostile-input fuzz share: every operation of every service's OpenAPI document,
// a demo account signed in, and one request answered the way a browser would see it.
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '@campus/auth';
import type { Access, ServiceModule } from '@campus/kit';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema?: object;
}

export interface Operation {
  method: string;
  path: string;
  access: Access;
  /** The action its success writes to the audit log; false or absent for none. */
  audit?: string | false;
  bodySchema?: object;
  parameters: Parameter[];
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** Every documented operation; reads first and removals last, signing out last of all. */
export async function operationsOf(app: FastifyInstance, modules: readonly ServiceModule[]): Promise<Operation[]> {
  const found: Operation[] = [];
  for (const module of modules) {
    const document = (await app.inject(`/api/${module.name}/docs`)).json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const access = operation['x-access'] as Access | undefined;
        if (!access) throw new Error(`${method.toUpperCase()} ${path} has no x-access in the ${module.name} document`);
        const body = (operation.requestBody as { content?: Record<string, { schema?: object }> } | undefined)?.content?.['application/json']?.schema;
        const parameters = ((operation.parameters as Parameter[] | undefined) ?? []).filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
        found.push({ method, path, access, audit: operation['x-audit'] as string | false | undefined, bodySchema: body, parameters });
      }
    }
  }
  const rank = (op: Operation) => METHOD_ORDER.indexOf(op.method) + (op.path.endsWith('/logout') ? 10 : 0);
  return found.sort((a, b) => rank(a) - rank(b));
}

export interface SignedIn {
  /** The access token. */
  cookie: string;
  /** The token's claims, as the guards read them. */
  claims: { role: string; roles: string[]; permissions: string[] };
}

/** Signs a demo account in from its own address (the login limits count per address). */
export async function signInDemo(app: FastifyInstance, email: string, remoteAddress: string): Promise<SignedIn> {
  const answer = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD }, remoteAddress });
  const cookie = answer.cookies.find((item) => item.name === 'access_token')?.value;
  if (answer.statusCode !== 200 || !cookie) throw new Error(`${email} cannot sign in: ${answer.statusCode} ${answer.body}`);
  return { cookie, claims: JSON.parse(Buffer.from(cookie.split('.')[1]!, 'base64url').toString()) as SignedIn['claims'] };
}

export interface Call {
  method: string;
  url: string;
  /** An object is sent as JSON; a string is sent as it is, as application/json (to carry what JSON.stringify cannot). */
  body?: unknown;
  cookie?: string;
}

/** The status and body text; a live stream (server-sent events) never ends, so its status is the answer. */
export async function send(app: FastifyInstance, { method, url, body, cookie }: Call): Promise<{ status: number; text: string }> {
  const answer = await app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    ...(typeof body === 'string' ? { payload: body, headers: { 'content-type': 'application/json' } } : body !== undefined ? { payload: body as object } : {}),
    ...(cookie ? { cookies: { access_token: cookie } } : {}),
    payloadAsStream: true,
  });
  const stream = answer.stream();
  if (String(answer.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { status: answer.statusCode, text: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { status: answer.statusCode, text: Buffer.concat(chunks).toString() };
}
