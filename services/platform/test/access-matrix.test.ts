// The access matrix: every operation of every service's OpenAPI document, called as anonymous, each of the six
// roles, a dean's office staff member who is not the dean, a dean's office, a chair and a student of the other
// faculty, and a lecturer still on a temporary password, with real records of the demo university.
// Each answer is held to the operation's x-access: a refused caller gets exactly 401 or 403, nobody gets a 5xx,
// and a caller outside a scoped operation's faculty gets no 2xx, neither on the other faculty's records nor when
// tying such a record (one id in the path or body) to records of their own. No answer to someone of the other
// faculty may carry a student of the first one. An operation that declares an audit action writes exactly one entry
// naming the caller when it succeeds, and none when it refuses. A route added later is covered without editing
// this file.
import { hasPermission, hasRole } from '@campus/contracts';
import { startTestApp, type TestApp } from '@campus/kit/testing';
import type { Access } from '@campus/kit';
import pg from 'pg';
import { SERVICE_MODULES } from '../src/modules.js';
import { recordsOf, request, sampleBody, slotsOf, type Records, type Slot } from './support/demo-records.js';
import { operationsOf, send, signInDemo, type SignedIn } from './support/operations.js';

interface Identity {
  name: string;
  email?: string;
  /** The faculty whose records are this person's own: A (the demo accounts') or B (the other one). */
  home: 'A' | 'B';
  cookie?: string;
  claims?: SignedIn['claims'];
  /** Signed in with a temporary password: nothing but the password setup answers. */
  temporary?: boolean;
}

/**
 * Kinds that belong to the whole university, so naming another faculty's is no trespass: rooms, periods, academic
 * years, and a course as a prerequisite (a programme may build on another faculty's course; the catalogue is open).
 */
const SHARED = new Set(['room', 'period', 'year', 'prerequisite']);

let platform: TestApp;
let db: pg.Client;
const records: Record<'A' | 'B', Records> = { A: {}, B: {} };
let identities: Identity[] = [];
let protectedEmail = '';

async function signIn(identity: Identity, index: number): Promise<Identity> {
  if (!identity.email) return identity;
  return { ...identity, ...(await signInDemo(platform.app, identity.email, `127.0.1.${index + 1}`)) };
}

/** Whether the guard turns this caller away, and with which status. */
function refusal(access: Access, who: Identity): number | undefined {
  if ('public' in access) return undefined;
  if ('service' in access) return 401;
  if (!who.claims) return 401;
  const setupFirst = who.temporary ? 403 : undefined;
  if ('signedIn' in access) return access.passwordSetup ? undefined : setupFirst;
  if ('roles' in access) return hasRole(who.claims, 'admin', ...access.roles) ? setupFirst : 403;
  const [resource, action] = access.permission.split(':') as [string, string];
  if (hasPermission(who.claims, resource, action)) return setupFirst;
  return access.refuseWith ?? 403;
}

/** How many entries of this action name this caller. */
async function auditEntries(action: string, who: Identity): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from kit.audit_entries where action = $1 and actor_email is not distinct from $2', [action, who.email ?? null]);
  return rows[0]!.n;
}

beforeAll(async () => {
  platform = await startTestApp(SERVICE_MODULES, { demo: true });
  if (!platform.databaseUrl) throw new Error('the access matrix runs on PostgreSQL');
  db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  records.A = await recordsOf(db, 'deans@campus.test', 'chair@campus.test');
  const other = await db.query<{ dean: string; chair: string; student: string }>(
    `select dean.email as dean, chair.email as chair, s.email as student
       from organizational.faculties f join auth.users dean on dean.id = f.dean_user_id
       join organizational.departments d on d.faculty_id = f.id join auth.users chair on chair.id = d.chair_user_id
       join organizational.groups g on g.department_id = d.id join organizational.students s on s.group_id = g.id
      where dean.email <> 'deans@campus.test' order by d.code, g.code, s.email limit 1`,
  );
  const B = other.rows[0]!;
  records.B = await recordsOf(db, B.dean, B.chair);
  protectedEmail = (await db.query<{ email: string }>('select email from organizational.students where id = $1', [records.A.student])).rows[0]!.email;
  const temporary = (
    await db.query<{ email: string }>("select email from organizational.lecturers where department_id = $1 and email <> 'lecturer@campus.test' order by email limit 1", [records.A.department])
  ).rows[0]!.email;
  await db.query('update auth.users set must_change_password = true where email = $1', [temporary]);
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
    { name: "dean's office staff (not the dean)", email: 'deans.office@campus.test', home: 'A' },
    { name: 'admin', email: 'admin@campus.test', home: 'A' },
    { name: 'lecturer with a temporary password', email: temporary, home: 'A', temporary: true },
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
  const ops = await operationsOf(platform.app, SERVICE_MODULES);
  for (const op of ops) {
    const sampled = sampleBody(op.bodySchema);
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
        const entriesBefore = op.audit ? await auditEntries(op.audit, who) : 0;
        const answer = await send(platform.app, { method: op.method, url, body, cookie: who.cookie });
        requests += 1;
        const where = `${label} as ${who.name} → ${answer.status} (${url}${body ? ` ${JSON.stringify(body).slice(0, 160)}` : ''})`;
        if (answer.status >= 500) failures.push(`5xx: ${where} ${answer.text.slice(0, 200)}`);
        else if (refused !== undefined && answer.status !== refused) failures.push(`expected ${refused}: ${where}`);
        else if (scoped && slots.some((slot) => slot.kind && !SHARED.has(slot.kind)) && answer.status < 300) failures.push(`outside the scope: ${where}`);
        if (who.home === 'B' && answer.status < 300 && answer.text.includes(protectedEmail)) failures.push(`shows a student of the other faculty: ${where}`);
        if (op.audit) {
          const written = (await auditEntries(op.audit, who)) - entriesBefore;
          const expected = answer.status < 300 ? 1 : 0;
          if (written !== expected) failures.push(`${written} audit entries (${op.audit}) where ${expected} belong: ${where}`);
        }
      }
    }
  }
  console.info(`access matrix: ${ops.length} operations × ${identities.length} identities, ${requests} requests`);
  expect(failures).toEqual([]);
}, 600_000);
