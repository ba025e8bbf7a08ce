// The admin user list and changes over HTTP against a real database: who may, search, filters, sort, pages, rules.
import { randomBytes } from 'node:crypto';
import { AUTH_ERROR_CODES, CANNOT_DEACTIVATE_SELF_MESSAGE, CANNOT_DEMOTE_SELF_MESSAGE } from '@campus/contracts';
import { buildUser, type UserOverrides } from './support/factories.js';
import { getAs, login, refresh, signIn, type SessionCookies } from './support/http.js';
import { startAuthTestApp, type AuthTestApp } from './support/test-app.js';

let ctx: AuthTestApp;
let admin: { id: string; session: SessionCookies };

beforeAll(async () => {
  ctx = await startAuthTestApp();
  const user = await buildUser(ctx.db, { role: 'admin' });
  admin = { id: user.row.id, session: await signIn(ctx.app, user) };
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** A word no other test's users have in their names, to search one test's people only. */
function tag(): string {
  return `t${randomBytes(4).toString('hex')}`;
}

function list(query: string, session = admin.session) {
  return getAs(ctx.app, `/api/auth/users?${query}`, session);
}

function update(id: string, payload: object, session = admin.session) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/auth/users/${id}`, cookies: { access_token: session.access }, payload });
}

function person(lastName: string, overrides: UserOverrides = {}) {
  return buildUser(ctx.db, { first_name: 'Anna', last_name: lastName, ...overrides });
}

describe('who may manage users', () => {
  test('when a student asks for the list, then 403', async () => {
    const student = await buildUser(ctx.db, { role: 'student' });

    const response = await list('', await signIn(ctx.app, student));

    expect(response.statusCode).toBe(403);
  });

  test('when a lecturer tries to change someone, then 403 and nothing changes', async () => {
    const lecturer = await buildUser(ctx.db, { role: 'lecturer' });
    const target = await buildUser(ctx.db);

    const response = await update(target.row.id, { isActive: false }, await signIn(ctx.app, lecturer));

    expect(response.statusCode).toBe(403);
    expect((await login(ctx.app, target)).statusCode).toBe(200);
  });

  test('when nobody is signed in, then 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/users' })).statusCode).toBe(401);
  });

  async function userManager() {
    const role = `user_managers_${randomBytes(3).toString('hex')}`;
    await ctx.db.insertInto('roles').values({ name: role, description: 'test' }).execute();
    const permission = await ctx.db.selectFrom('permissions').select('id').where('resource', '=', 'users').where('action', '=', 'manage').executeTakeFirstOrThrow();
    await ctx.db.insertInto('role_permissions').values({ role_name: role, permission_id: permission.id }).execute();
    const manager = await buildUser(ctx.db, { role: 'lecturer', extraRoles: [role] });
    return { manager, session: await signIn(ctx.app, manager) };
  }

  test('when a non-admin role holds users:manage, then it may list and change ordinary accounts', async () => {
    const { session } = await userManager();
    const target = await buildUser(ctx.db);

    expect((await list('', session)).statusCode).toBe(200);
    expect((await update(target.row.id, { role: 'lecturer' }, session)).statusCode).toBe(200);
  });

  test('when a non-admin user manager grants the admin role (even to themselves) or touches an admin, then 403 ADMIN_ONLY', async () => {
    const { manager, session } = await userManager();
    const otherAdmin = await buildUser(ctx.db, { role: 'admin' });

    const selfPromotion = await update(manager.row.id, { role: 'admin' }, session);
    const deactivateAdmin = await update(otherAdmin.row.id, { isActive: false }, session);

    expect(selfPromotion.statusCode).toBe(403);
    expect(selfPromotion.json().code).toBe(AUTH_ERROR_CODES.adminOnly);
    expect(deactivateAdmin.statusCode).toBe(403);
    expect((await login(ctx.app, otherAdmin)).statusCode).toBe(200);
    expect((await login(ctx.app, manager)).json().user.roles).not.toContain('admin');
  });
});

describe('GET /api/auth/users', () => {
  test('when searching, then every word must match the name or email, in any case', async () => {
    const word = tag();
    const hakobyan = await person(`Hakobyan${word}`);
    await person(`Petrosyan${word}`);
    await buildUser(ctx.db, { first_name: 'Narek', last_name: 'Other' });

    const response = await list(`search=${encodeURIComponent(`ANNA hakobyan${word}`)}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(response.json().users).toEqual([
      expect.objectContaining({ id: hakobyan.row.id, email: hakobyan.email, roles: ['student'], isActive: true, emailVerified: true, lastLoginAt: null }),
    ]);
  });

  test('when searching in Armenian or Russian, then case does not matter either', async () => {
    const word = tag();
    const armenian = await buildUser(ctx.db, { first_name: 'Աննա', last_name: `Հակոբյան${word}` });
    const russian = await buildUser(ctx.db, { first_name: 'Анна', last_name: `Смирнова${word}` });

    expect((await list(`search=${encodeURIComponent(`ԱՆՆԱ ${word}`)}`)).json().users.map((row: { id: string }) => row.id)).toEqual([armenian.row.id]);
    expect((await list(`search=${encodeURIComponent(`смирнова${word}`)}`)).json().users.map((row: { id: string }) => row.id)).toEqual([russian.row.id]);
  });

  test('when searching by part of the email, then it is found; % and _ are taken literally', async () => {
    const word = tag();
    const user = await person('Mail', { email: `${word}.x@campus.test` });

    expect((await list(`search=${word}.x`)).json().users.map((row: { id: string }) => row.id)).toEqual([user.row.id]);
    expect((await list(`search=${encodeURIComponent(`${word}%`)}`)).json().total).toBe(0);
  });

  test('when filtering by role, then people holding it as an extra role count too', async () => {
    const word = tag();
    const chair = await person(`Chair${word}`, { role: 'chair' });
    const lecturerAndChair = await person(`Both${word}`, { role: 'lecturer', extraRoles: ['chair'] });
    await person(`Student${word}`);

    const response = await list(`search=${word}&role=chair&sort=name`);

    expect(response.json().users.map((row: { id: string }) => row.id)).toEqual([lecturerAndChair.row.id, chair.row.id]);
    expect(response.json().users[0].roles).toEqual(['lecturer', 'chair']);
  });

  test('when filtering by status, then only active or only inactive people come', async () => {
    const word = tag();
    const active = await person(`Active${word}`);
    const inactive = await person(`Inactive${word}`, { is_active: false });

    expect((await list(`search=${word}&status=active`)).json().users.map((row: { id: string }) => row.id)).toEqual([active.row.id]);
    expect((await list(`search=${word}&status=inactive`)).json().users.map((row: { id: string }) => row.id)).toEqual([inactive.row.id]);
  });

  test('when paging, then pages do not overlap and total counts every match', async () => {
    const word = tag();
    for (const letter of ['A', 'B', 'C', 'D', 'E']) await person(`${letter}${word}`);

    const first = (await list(`search=${word}&pageSize=2&page=1&sort=name`)).json();
    const third = (await list(`search=${word}&pageSize=2&page=3&sort=name`)).json();

    expect(first.total).toBe(5);
    expect(first.users.map((row: { lastName: string }) => row.lastName)).toEqual([`A${word}`, `B${word}`]);
    expect(third.users.map((row: { lastName: string }) => row.lastName)).toEqual([`E${word}`]);
  });

  test('when sorting descending (by -field or order=desc), then the order is reversed', async () => {
    const word = tag();
    for (const letter of ['a', 'b', 'c']) await person('Same', { email: `${word}${letter}@campus.test` });

    const minus = (await list(`search=${word}&sort=-email`)).json().users.map((row: { email: string }) => row.email);
    const order = (await list(`search=${word}&sort=email&order=desc`)).json().users.map((row: { email: string }) => row.email);

    expect(minus).toEqual([`${word}c@campus.test`, `${word}b@campus.test`, `${word}a@campus.test`]);
    expect(order).toEqual(minus);
  });

  test('when the page size is over 100 or the sort unknown, then 400 names the parameter', async () => {
    expect((await list('pageSize=500')).json().error).toMatch(/^pageSize/);
    expect((await list('sort=password')).statusCode).toBe(400);
  });
});

describe('PATCH /api/auth/users/:id', () => {
  test('when a user is deactivated, then their sessions end and they cannot sign in until reactivated', async () => {
    const target = await buildUser(ctx.db);
    const session = await signIn(ctx.app, target);

    const response = await update(target.row.id, { isActive: false });

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: target.row.id, isActive: false });
    expect((await refresh(ctx.app, session.refresh)).statusCode).toBe(401);
    expect((await getAs(ctx.app, '/api/auth/me', session)).statusCode).toBe(401);
    const refused = await login(ctx.app, target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(AUTH_ERROR_CODES.accountDisabled);

    expect((await update(target.row.id, { isActive: true })).json().user.isActive).toBe(true);
    expect((await login(ctx.app, target)).statusCode).toBe(200);
  });

  test('when the role is changed, then it becomes the primary role, replaces the old one and other roles stay', async () => {
    const target = await buildUser(ctx.db, { role: 'student', extraRoles: ['quality_assurance'] });

    const response = await update(target.row.id, { role: 'Lecturer' });

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'lecturer', roles: ['lecturer', 'quality_assurance'] });
    const me = (await login(ctx.app, target)).json().user;
    expect(me.roles).toEqual(['lecturer', 'quality_assurance']);
    expect(me.permissions).toContain('materials:manage');
  });

  test('when an admin deactivates themselves, then 409 and they stay active', async () => {
    const response = await update(admin.id, { isActive: false });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: AUTH_ERROR_CODES.cannotDeactivateSelf, error: CANNOT_DEACTIVATE_SELF_MESSAGE });
    expect((await getAs(ctx.app, '/api/auth/me', admin.session)).statusCode).toBe(200);
  });

  test('when an admin gives up their own admin role, then 409', async () => {
    const response = await update(admin.id, { role: 'lecturer' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: AUTH_ERROR_CODES.cannotDemoteSelf, error: CANNOT_DEMOTE_SELF_MESSAGE });
    expect((await getAs(ctx.app, '/api/auth/me', admin.session)).json().role).toBe('admin');
  });

  test('when an admin with admin as an extra role changes their own primary role, then it is allowed', async () => {
    const user = await buildUser(ctx.db, { role: 'lecturer', extraRoles: ['admin'] });
    const session = await signIn(ctx.app, user);

    const response = await update(user.row.id, { role: 'chair' }, session);

    expect(response.statusCode).toBe(200);
    expect(response.json().user.roles).toEqual(['chair', 'admin']);
  });

  test('when the role does not exist, then 400 UNKNOWN_ROLE', async () => {
    const target = await buildUser(ctx.db);

    const response = await update(target.row.id, { role: 'wizard' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: AUTH_ERROR_CODES.unknownRole, error: 'There is no role "wizard"' });
  });

  test('when the user does not exist, then 404; when the body is empty, then 400', async () => {
    expect((await update('00000000-0000-4000-8000-000000000000', { isActive: false })).statusCode).toBe(404);
    const target = await buildUser(ctx.db);
    expect((await update(target.row.id, {})).statusCode).toBe(400);
  });
});
