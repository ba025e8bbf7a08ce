// The access matrix: every operation of every service's OpenAPI document, called as anonymous, each of the six
// roles, and a dean's office, a chair and a student of the other faculty, with real records of the demo university.
// Each answer is held to the operation's x-access: a refused caller gets exactly 401 or 403, nobody gets a 5xx,
// and a caller outside a scoped operation's faculty gets no 2xx, neither on the other faculty's records nor when
// tying such a record (one id in the path or body) to records of their own. No answer to someone of the other
// faculty may carry a student of the first one. A route added later is covered without editing this file.
import { randomUUID } from 'node:crypto';
import { hasPermission, hasRole } from '@campus/contracts';
import { DEMO_PASSWORD } from '@campus/auth';
import { startTestApp, type TestApp } from '@campus/kit/testing';
import type { Access } from '@campus/kit';
import sampler from 'openapi-sampler';
import pg from 'pg';
import { SERVICE_MODULES } from '../src/modules.js';

interface Claims {
  role: string;
  roles: string[];
  permissions: string[];
}
interface Identity {
  name: string;
  email?: string;
  /** The faculty whose records are this person's own: A (the demo accounts') or B (the other one). */
  home: 'A' | 'B';
  cookie?: string;
  claims?: Claims;
}
interface Operation {
  method: string;
  path: string;
  access: Access;
  bodySchema?: object;
}
/** Ids of one faculty's records by kind. */
type Records = Record<string, string>;

/**
 * Kinds that belong to the whole university, so naming another faculty's is no trespass: rooms, periods, academic
 * years, and a course as a prerequisite (a programme may build on another faculty's course; the catalogue is open).
 */
const SHARED = new Set(['room', 'period', 'year', 'prerequisite']);
const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

let platform: TestApp;
let db: pg.Client;
const records: Record<'A' | 'B', Records> = { A: {}, B: {} };
let identities: Identity[] = [];
let protectedEmail = '';

/** The record kind a path segment or an id field names: "departments", "department", "departmentId" → department. */
function kindOf(name: string): string | undefined {
  const base = name.replace(/Ids?$/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const kinds: Record<string, string> = {
    faculties: 'faculty', faculty: 'faculty', departments: 'department', department: 'department', programs: 'program', program: 'program',
    groups: 'group', group: 'group', students: 'student', student: 'student', lecturers: 'lecturer', lecturer: 'lecturer', advisor: 'lecturer',
    leader: 'lecturer', instructors: 'lecturer', courses: 'course', course: 'course', prerequisite: 'prerequisite', prerequisites: 'prerequisite', sections: 'section', section: 'section',
    weeklyClasses: 'weeklyClass', allocations: 'allocation', rooms: 'room', room: 'room', periods: 'period', period: 'period',
    academicYears: 'year', academicYear: 'year', users: 'user', user: 'user',
  };
  return kinds[base];
}

async function one(query: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ id: string }>(query, params);
  if (!rows[0]) throw new Error(`no demo record for: ${query}`);
  return rows[0].id;
}

/** One record of each kind in the faculty of the dean's office with this email (chair's department if given). */
async function recordsOf(deanEmail: string, chairEmail: string): Promise<Records> {
  const faculty = await one('select f.id from organizational.faculties f join auth.users u on u.id = f.dean_user_id where u.email = $1', [deanEmail]);
  const department = await one('select d.id from organizational.departments d join auth.users u on u.id = d.chair_user_id where u.email = $1', [chairEmail]);
  const program = await one('select id from organizational.programs where department_id = $1 order by code limit 1', [department]);
  const group = await one('select id from organizational.groups where department_id = $1 order by code limit 1', [department]);
  const student = await one('select id from organizational.students where group_id = $1 order by email limit 1', [group]);
  const user = await one('select user_id as id from organizational.students where id = $1', [student]);
  const lecturer = await one('select id from organizational.lecturers where department_id = $1 order by email limit 1', [department]);
  // A section and its own course, so that a request naming both is consistent but for the one id under test.
  const section = await one('select s.id from organizational.sections s join organizational.courses c on c.id = s.course_id where c.department_id = $1 order by s.id limit 1', [department]);
  const course = await one('select course_id as id from organizational.sections where id = $1', [section]);
  const weeklyClass = await one('select id from organizational.weekly_classes where section_id = $1 limit 1', [section]);
  const allocation = await one('select a.id from organizational.allocations a join organizational.courses c on c.id = a.course_id where c.department_id = $1 limit 1', [department]);
  const room = await one('select id from organizational.rooms order by code limit 1', []);
  const period = await one('select id from organizational.periods order by starts_on desc limit 1', []);
  const year = await one('select id from organizational.academic_years order by starts_on desc limit 1', []);
  return { faculty, department, program, group, student, user, lecturer, course, prerequisite: course, section, weeklyClass, allocation, room, period, year };
}

async function signIn(identity: Identity, index: number): Promise<Identity> {
  if (!identity.email) return identity;
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: identity.email, password: DEMO_PASSWORD },
    remoteAddress: `127.0.1.${index + 1}`,
  });
  const token = answer.cookies.find((cookie) => cookie.name === 'access_token')?.value;
  if (answer.statusCode !== 200 || !token) throw new Error(`${identity.name} (${identity.email}) cannot sign in: ${answer.statusCode} ${answer.body}`);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Claims;
  return { ...identity, cookie: token, claims };
}

async function operations(): Promise<Operation[]> {
  const found: Operation[] = [];
  for (const module of SERVICE_MODULES) {
    const document = (await platform.app.inject(`/api/${module.name}/docs`)).json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const access = operation['x-access'] as Access | undefined;
        if (!access) throw new Error(`${method.toUpperCase()} ${path} has no x-access in the ${module.name} document`);
        const body = (operation.requestBody as { content?: Record<string, { schema?: object }> } | undefined)?.content?.['application/json']?.schema;
        found.push({ method, path, access, bodySchema: body });
      }
    }
  }
  // Reads first and removals last, so a removal does not hide a later operation's records; signing out last of all.
  const rank = (op: Operation) => METHOD_ORDER.indexOf(op.method) + (op.path.endsWith('/logout') ? 10 : 0);
  return found.sort((a, b) => rank(a) - rank(b));
}

/** Whether the guard turns this caller away, and with which status. */
function refusal(access: Access, who: Identity): number | undefined {
  if ('public' in access) return undefined;
  if ('service' in access) return 401;
  if (!who.claims) return 401;
  if ('signedIn' in access) return undefined;
  if ('roles' in access) return hasRole(who.claims, 'admin', ...access.roles) ? undefined : 403;
  const [resource, action] = access.permission.split(':') as [string, string];
  if (hasPermission(who.claims, resource, action)) return undefined;
  return access.refuseWith ?? 403;
}

type Slot = { at: 'path' | 'body'; name: string; kind: string; many: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let unique = 0;
/** Values a person would type where the schema only says "string" and the handler checks more. */
const PLAUSIBLE: Array<[RegExp, () => string]> = [
  [/email$/i, () => `matrix.${++unique}@campus.test`],
  [/^startsOn$/, () => '2031-09-01'],
  [/^endsOn$/, () => '2032-06-30'],
  [/Date$/, () => '2026-09-01'],
  [/^(startTime|start)$/, () => '08:00'],
  [/^(endTime|end)$/, () => '09:20'],
  [/Url$/, () => 'https://campus.test/room'],
  [/^academicYear$/, () => '2031-2032'],
  [/phone$/i, () => '+374 10 123456'],
  [/^link$/, () => '/dashboard'],
];

function plausible(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => plausible(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, plausible(item, name)]));
  if (typeof value !== 'string' || UUID.test(value)) return value;
  return PLAUSIBLE.find(([pattern]) => pattern.test(key))?.[1]() ?? value;
}

function slotsOf(op: Operation, body: Record<string, unknown> | undefined): Slot[] {
  const path = [...op.path.matchAll(/([\w-]+)\/\{(\w+)\}/g)].map(([, segment, param]) => ({
    at: 'path' as const,
    name: param!,
    kind: (param === 'id' ? kindOf(segment!) : kindOf(param!)) ?? '',
    many: false,
  }));
  const isId = (value: unknown) => typeof value === 'string' && UUID.test(value);
  const fields = Object.entries(body ?? {})
    .filter(([, value]) => isId(value) || (Array.isArray(value) && value.length > 0 && value.every(isId)))
    .map(([name, value]) => ({ at: 'body' as const, name, kind: kindOf(name) ?? '', many: Array.isArray(value) }));
  return [...path, ...fields];
}

/** The request with each slot filled from the records of `pick(slot)`; a slot of unknown kind gets a fresh id. */
function request(op: Operation, body: Record<string, unknown> | undefined, slots: Slot[], pick: (slot: Slot) => Records) {
  const idFor = (slot: Slot) => (slot.kind ? pick(slot)[slot.kind] : undefined) ?? (slot.name === 'id' && op.path.includes('notifications') ? '2147483000' : randomUUID());
  let url = op.path;
  const filled = body ? { ...body } : undefined;
  for (const slot of slots) {
    const id = idFor(slot);
    if (slot.at === 'path') url = url.replace(`{${slot.name}}`, id);
    else if (filled) filled[slot.name] = slot.many ? [id] : id;
  }
  return { url, body: filled };
}

async function call(op: Operation, who: Identity, url: string, body: unknown): Promise<{ status: number; text: string }> {
  const answer = await platform.app.inject({
    method: op.method.toUpperCase() as 'GET',
    url,
    ...(body !== undefined ? { payload: body as object } : {}),
    ...(who.cookie ? { cookies: { access_token: who.cookie } } : {}),
    payloadAsStream: true,
  });
  const stream = answer.stream();
  // A live stream (server-sent events) never ends: its status and headers are the answer.
  if (String(answer.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { status: answer.statusCode, text: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { status: answer.statusCode, text: Buffer.concat(chunks).toString() };
}

beforeAll(async () => {
  platform = await startTestApp(SERVICE_MODULES, { demo: true });
  if (!platform.databaseUrl) throw new Error('the access matrix runs on PostgreSQL');
  db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  records.A = await recordsOf('deans@campus.test', 'chair@campus.test');
  const other = await db.query<{ dean: string; chair: string; student: string }>(
    `select dean.email as dean, chair.email as chair, s.email as student
       from organizational.faculties f join auth.users dean on dean.id = f.dean_user_id
       join organizational.departments d on d.faculty_id = f.id join auth.users chair on chair.id = d.chair_user_id
       join organizational.groups g on g.department_id = d.id join organizational.students s on s.group_id = g.id
      where dean.email <> 'deans@campus.test' order by d.code, g.code, s.email limit 1`,
  );
  const B = other.rows[0]!;
  records.B = await recordsOf(B.dean, B.chair);
  protectedEmail = (await db.query<{ email: string }>('select email from organizational.students where id = $1', [records.A.student])).rows[0]!.email;
  const people: Identity[] = [
    { name: 'anonymous', home: 'A' },
    { name: 'student of the other faculty', email: B.student, home: 'B' },
    { name: 'student', email: 'student@campus.test', home: 'A' },
    { name: 'lecturer', email: 'lecturer@campus.test', home: 'A' },
    { name: 'quality assurance', email: 'qa@campus.test', home: 'A' },
    { name: 'chair of the other faculty', email: B.chair, home: 'B' },
    { name: "dean's office of the other faculty", email: B.dean, home: 'B' },
    { name: 'chair', email: 'chair@campus.test', home: 'A' },
    { name: "dean's office", email: 'deans@campus.test', home: 'A' },
    { name: 'admin', email: 'admin@campus.test', home: 'A' },
  ];
  identities = await Promise.all(people.map(signIn));
}, 180_000);

afterAll(async () => {
  await db?.end();
  await platform?.close();
}, 60_000);

test('every operation answers each identity as its x-access declares', async () => {
  const failures: string[] = [];
  let requests = 0;
  const ops = await operations();
  for (const op of ops) {
    const sampled = op.bodySchema ? (plausible(sampler.sample(op.bodySchema as never, { skipReadOnly: true, quiet: true })) as Record<string, unknown>) : undefined;
    const slots = slotsOf(op, sampled);
    const label = `${op.method.toUpperCase()} ${op.path}`;
    for (const who of identities) {
      const refused = refusal(op.access, who);
      const scoped = 'scope' in op.access && op.access.scope === 'unit' && who.home === 'B';
      // The first faculty's records; for an outsider also each one of them tied to records of their own.
      const variants: Array<(slot: Slot) => Records> = [() => records.A];
      if (scoped && refused === undefined) {
        for (const foreign of slots.filter((slot) => !SHARED.has(slot.kind) && slot.kind)) variants.push((slot) => (slot === foreign ? records.A : records.B));
      }
      for (const pick of variants) {
        const { url, body } = request(op, sampled, slots, pick);
        const answer = await call(op, who, url, body);
        requests += 1;
        const where = `${label} as ${who.name} → ${answer.status} (${url}${body ? ` ${JSON.stringify(body).slice(0, 160)}` : ''})`;
        if (answer.status >= 500) failures.push(`5xx: ${where} ${answer.text.slice(0, 200)}`);
        else if (refused !== undefined && answer.status !== refused) failures.push(`expected ${refused}: ${where}`);
        else if (scoped && slots.some((slot) => slot.kind && !SHARED.has(slot.kind)) && answer.status < 300) failures.push(`outside the scope: ${where}`);
        if (who.home === 'B' && answer.status < 300 && answer.text.includes(protectedEmail)) failures.push(`shows a student of the other faculty: ${where}`);
      }
    }
  }
  console.info(`access matrix: ${ops.length} operations × ${identities.length} identities, ${requests} requests`);
  expect(failures).toEqual([]);
}, 600_000);
