// Suggestions: validation after trimming, 201 with id and created_at, the admin list, and admins notified.
import { account, admin, as, eventually, person, startNotificationsTestApp, type NotificationsTestApp } from './support/test-app.js';

let ctx: NotificationsTestApp;

beforeAll(async () => {
  ctx = await startNotificationsTestApp();
}, 120_000);

afterAll(async () => {
  await ctx?.close();
}, 60_000);

const valid = {
  name: 'Anna Hakobyan',
  email: 'anna@campus.test',
  category: 'Schedule',
  type: 'Feature',
  description: 'Show the room on the schedule card.',
  benefit: 'Students find their class faster.',
};

describe('POST /api/suggestions', () => {
  test('when a signed-in person sends a suggestion, then 201 answers its id and created_at, and it is stored trimmed', async () => {
    const anna = person(ctx);

    const response = await as(ctx, anna).post('/api/suggestions', { ...valid, type: '  Feature  ', name: '  ' });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const row = await ctx.db.selectFrom('suggestions').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: anna.id, type: 'Feature', name: null, category: 'Schedule' });
  });

  test.each(['type', 'description', 'benefit'] as const)('when %s is blank after trimming, then 400 names it', async (field) => {
    const response = await as(ctx, person(ctx)).post('/api/suggestions', { ...valid, [field]: '   ' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`${field}: is required`);
  });

  test('when a required field is missing, then 400', async () => {
    const { benefit: _left, ...withoutBenefit } = valid;

    const response = await as(ctx, person(ctx)).post('/api/suggestions', withoutBenefit);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('benefit: is required');
  });

  test('when the description is too long or the email is not an email, then 400', async () => {
    const long = await as(ctx, person(ctx)).post('/api/suggestions', { ...valid, description: 'x'.repeat(5001) });
    const email = await as(ctx, person(ctx)).post('/api/suggestions', { ...valid, email: 'anna-at-campus' });

    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('description: must be at most 5000 characters');
    expect(email.statusCode).toBe(400);
    expect(email.json().error).toBe('Please enter a valid email address');
  });

  test('when not signed in, then 401', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/suggestions', payload: valid })).statusCode).toBe(401);
  });

  test('when one person sends too many, then 429', async () => {
    const anna = person(ctx);
    for (let index = 0; index < 10; index += 1) expect((await as(ctx, anna).post('/api/suggestions', valid)).statusCode).toBe(201);

    const response = await as(ctx, anna).post('/api/suggestions', valid);

    expect(response.statusCode).toBe(429);
    expect(response.json().retryAfter).toBeGreaterThan(0);
  });
});

describe('GET /api/suggestions', () => {
  test('when an admin lists them, then they come newest first with paging', async () => {
    await as(ctx, person(ctx)).post('/api/suggestions', { ...valid, type: 'Older' });
    await as(ctx, person(ctx)).post('/api/suggestions', { ...valid, type: 'Newer' });

    const response = await as(ctx, admin(ctx)).get('/api/suggestions?page=1&pageSize=2');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((item: { type: string }) => item.type)).toEqual(['Newer', 'Older']);
    expect(body.meta).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(2);
    expect(body.data[0]).toMatchObject({ description: valid.description, benefit: valid.benefit, email: valid.email });
  });

  test('when someone who is not an admin lists them, then 403', async () => {
    expect((await as(ctx, person(ctx)).get('/api/suggestions')).statusCode).toBe(403);
  });
});

// Admins and role holders are found through auth's POST /internal/auth/users/lookup {roles}.
describe('admins hear about suggestions', () => {
  test('when a suggestion arrives, then every admin gets a suggestion notification that names a text for their language', async () => {
    const boss = await account(ctx, 'admin');

    await as(ctx, person(ctx)).post('/api/suggestions', { ...valid, type: 'feature' });

    const list = await eventually(async () => (await as(ctx, boss).get('/api/notifications')).json(), (body) => body.data.length > 0);
    expect(list.data[0]).toMatchObject({
      type: 'suggestion',
      link: '/admin/suggestions',
      message: valid.description,
      i18n: { key: 'suggestionReceived', params: { type: 'feature' } },
      // The fallback for email and for readers that do not know the template.
      title: expect.stringContaining('feature'),
    });
  });

  test('when an admin sends to a role, then every holder of it is notified', async () => {
    const lecturer = await account(ctx, 'lecturer');

    const response = await as(ctx, admin(ctx)).post('/api/notifications/send', {
      roles: ['lecturer'], title: 'Faculty meeting', message: 'Monday at 10:00.', priority: 'normal',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().sent).toBeGreaterThanOrEqual(1);
    expect((await as(ctx, lecturer).get('/api/notifications')).json().data[0]).toMatchObject({ title: 'Faculty meeting' });
  });

  test('when the role is written another way (Deans-Office), then its holders are found all the same', async () => {
    const dean = await account(ctx, 'deans_office');

    const response = await as(ctx, admin(ctx)).post('/api/notifications/send', {
      roles: ['Deans-Office'], title: 'Budget review', message: 'Friday at 12:00.', priority: 'high',
    });

    expect(response.statusCode).toBe(200);
    expect((await as(ctx, dean).get('/api/notifications')).json().data[0]).toMatchObject({ title: 'Budget review' });
  });
});
