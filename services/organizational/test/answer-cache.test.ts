// Kept answers (answer-cache.ts) and the data version they are checked against (migration 0002): every writing
// transaction bumps the version once, at commit; a kept answer is served while the version stands, and any write,
// through the API or straight into the database, is seen by the next read; callers never share answers.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { demoCallers, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { buildRoom } from './support/factories.js';

let t: OrgTestApp;
let admin: Caller, chair: Caller;

beforeAll(async () => {
  t = await startOrgTestApp();
  ({ admin, chair } = await demoCallers(t.app));
}, 120_000);

afterAll(() => t?.close());

/**
 * Tables whose writes do not bump the data version: its own row and the seed's state, and the bulk imports, which no
 * kept answer reads and which a running import writes for every row (migration 0007_untrack_imports), and the
 * calendar feeds, which no list shows and whose every read notes its time (0009_calendar_feeds), and the generator's
 * runs, which its job updates with its progress (0010_generation_runs). A new table that
 * forgets organizational.track_changes is not here and fails the test below.
 */
const UNTRACKED = ['data_version', 'seed_state', 'imports', 'import_rows', 'calendar_feeds', 'generation_runs'];

const version = async () => Number((await sql<{ version: string }>`select version from organizational.data_version`.execute(t.db)).rows[0]!.version);
const insertRoom = (code: string) => sql`insert into organizational.rooms (code, building, capacity) values (${code}, 'Cache', 20)`.execute(t.db);
/** Room codes of one search, as the list answers them. */
const roomCodes = async (caller: Caller, search: string) => {
  const response = await caller('GET', `/api/organizational/rooms?search=${search}&pageSize=100`);
  expect(response.statusCode).toBe(200);
  return (response.json().data as { code: string }[]).map((room) => room.code).sort();
};

describe('the data version', () => {
  test('every table of the schema is tracked, for row changes and for truncation, but the deliberate exceptions', async () => {
    const { rows } = await sql<{ table: string; triggers: string[] }>`
      select c.relname as table, array(select t.tgname::text from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal order by 1) as triggers
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'organizational' and c.relkind = 'r' and c.relname not like 'kysely%'`.execute(t.db);
    expect(rows.length).toBeGreaterThanOrEqual(15 + UNTRACKED.length);
    for (const row of rows) {
      const expected = UNTRACKED.includes(row.table) ? [] : ['data_changed', 'data_truncated'];
      expect({ table: row.table, triggers: row.triggers }).toEqual({ table: row.table, triggers: expected });
    }
  });

  test('an import finishing a row leaves it as it was, and so the kept lists too', async () => {
    const before = await version();
    const { rows } = await sql<{ id: string }>`
      insert into organizational.imports (entity, created_by, creator_is_admin, total) values ('students', gen_random_uuid(), true, 1) returning id`.execute(t.db);
    const importId = rows[0]!.id;
    await sql`insert into organizational.import_rows (import_id, row_number, fields, email, label) values (${importId}, 2, '{}', 'row@campus.test', 'Row')`.execute(t.db);
    await sql`update organizational.import_rows set status = 'error', error = 'refused', temporary_password = null where import_id = ${importId}`.execute(t.db);
    await sql`update organizational.imports set failed = 1, status = 'done' where id = ${importId}`.execute(t.db);
    expect(await version()).toBe(before);
  });

  test('a transaction of several writes bumps it once, when it commits', async () => {
    const before = await version();
    const key = randomBytes(3).toString('hex');
    await t.db.transaction().execute(async (trx) => {
      await sql`insert into organizational.rooms (code, building, capacity) values (${`V1-${key}`}, 'Cache', 20), (${`V2-${key}`}, 'Cache', 20)`.execute(trx);
      await sql`update organizational.rooms set capacity = 25 where code = ${`V1-${key}`}`.execute(trx);
      // Another connection still reads the old version: the bump waits for the commit.
      expect(await version()).toBe(before);
    });
    expect(await version()).toBe(before + 1);
  });

  test('a rolled-back transaction and a read leave it as it was', async () => {
    const before = await version();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`insert into organizational.rooms (code, building, capacity) values (${`V3-${randomBytes(3).toString('hex')}`}, 'Cache', 20)`.execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await admin('GET', '/api/organizational/rooms');
    expect(await version()).toBe(before);
  });
});

describe('kept answers', () => {
  test('an answer is served from memory while the version stands', async () => {
    const search = `K${randomBytes(3).toString('hex')}`;
    await insertRoom(`${search}-1`);
    expect(await roomCodes(admin, search)).toEqual([`${search}-1`]);
    // A write that does not bump the version is invisible to the list: proof that the answer came from memory.
    await sql`alter table organizational.rooms disable trigger data_changed`.execute(t.db);
    try {
      await insertRoom(`${search}-2`);
    } finally {
      await sql`alter table organizational.rooms enable trigger data_changed`.execute(t.db);
    }
    expect(await roomCodes(admin, search)).toEqual([`${search}-1`]);
    // Any tracked write, here to another table, makes the next read fresh.
    await sql`update organizational.faculties set updated_at = now() where code = (select min(code) from organizational.faculties)`.execute(t.db);
    expect(await roomCodes(admin, search)).toEqual([`${search}-1`, `${search}-2`]);
  });

  test('a write through the API is in the next read', async () => {
    const search = `A${randomBytes(3).toString('hex')}`;
    expect(await roomCodes(admin, search)).toEqual([]);
    await buildRoom(admin, { code: `${search}-1` });
    expect(await roomCodes(admin, search)).toEqual([`${search}-1`]);
  });

  test('a write straight into the database (another instance, a script) is in the next read', async () => {
    const search = `D${randomBytes(3).toString('hex')}`;
    await insertRoom(`${search}-1`);
    expect(await roomCodes(admin, search)).toEqual([`${search}-1`]);
    await sql`delete from organizational.rooms where code = ${`${search}-1`}`.execute(t.db);
    expect(await roomCodes(admin, search)).toEqual([]);
  });

  test('callers do not share answers: the same URL answers each within their own scope', async () => {
    const total = async (caller: Caller) => (await caller('GET', '/api/students?pageSize=5')).json().total as number;
    const everyone = await total(admin);
    const department = await total(chair);
    expect(department).toBeGreaterThan(0);
    expect(department).toBeLessThan(everyone);
    expect(await total(admin)).toBe(everyone);
    expect(await total(chair)).toBe(department);
  });

  test('an error is not kept: a bad query answers 400 each time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await admin('GET', '/api/organizational/rooms?sort=nope');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('sort: must be one of code, building, capacity');
    }
  });
});
