// The own profile over HTTP against a real database.
import { BIO_MAX_LENGTH } from '@campus/contracts';
import { getAs, type SessionCookies } from './support/http.js';
import { signedInUser, startAuthTestApp, type AuthTestApp } from './support/test-app.js';

let ctx: AuthTestApp;

beforeAll(async () => {
  ctx = await startAuthTestApp();
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

function patch(session: SessionCookies, payload: object) {
  return ctx.app.inject({ method: 'PATCH', url: '/api/auth/profile', cookies: { access_token: session.access }, payload });
}

describe('GET /api/auth/profile', () => {
  test('when signed in, then the profile comes with the defaults: university visibility, no bio or phone', async () => {
    const { user, session } = await signedInUser(ctx, { role: 'lecturer', first_name: 'Aram', last_name: 'Petrosyan' });

    const response = await getAs(ctx.app, '/api/auth/profile', session);

    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toEqual({
      id: user.row.id,
      email: user.email,
      firstName: 'Aram',
      lastName: 'Petrosyan',
      displayName: 'Aram Petrosyan',
      role: 'lecturer',
      roles: ['lecturer'],
      bio: null,
      phone: null,
      visibility: 'university',
      createdAt: expect.stringMatching(/^\d{4}-/),
      lastLoginAt: null,
      avatar: null,
    });
  });

  test('when not signed in, then 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/auth/profile', () => {
  test('when valid fields are sent, then they are saved (trimmed) and answered', async () => {
    const { session } = await signedInUser(ctx);

    const response = await patch(session, { bio: '  Teaches databases.  ', phone: '+374 10  123456', visibility: 'public', displayName: 'Dr. Anna' });

    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ bio: 'Teaches databases.', phone: '+374 10 123456', visibility: 'public', displayName: 'Dr. Anna' });
    expect((await getAs(ctx.app, '/api/auth/profile', session)).json().profile).toMatchObject({ bio: 'Teaches databases.', visibility: 'public' });
  });

  test('when empty text is sent, then the field is cleared and the display name falls back to the full name', async () => {
    const { session } = await signedInUser(ctx, { display_name: 'Chosen', first_name: 'Lilit', last_name: 'Sargsyan' });
    await patch(session, { bio: 'Something' });

    const response = await patch(session, { bio: '', displayName: '' });

    expect(response.json().profile).toMatchObject({ bio: null, displayName: 'Lilit Sargsyan' });
  });

  test(`when the biography is longer than ${BIO_MAX_LENGTH} characters, then 400 names the field and the limit, and nothing changes`, async () => {
    const { session } = await signedInUser(ctx);

    const response = await patch(session, { bio: 'ա'.repeat(BIO_MAX_LENGTH + 1), visibility: 'private' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Biography must be at most 1000 characters (it has 1001)',
      details: [{ field: 'bio', message: 'Biography must be at most 1000 characters (it has 1001)' }],
    });
    expect((await getAs(ctx.app, '/api/auth/profile', session)).json().profile.visibility).toBe('university');
  });

  test(`when the biography is exactly ${BIO_MAX_LENGTH} Armenian characters, then it is accepted`, async () => {
    const { session } = await signedInUser(ctx);

    expect((await patch(session, { bio: 'ա'.repeat(BIO_MAX_LENGTH) })).statusCode).toBe(200);
  });

  test('when the phone has letters or too few digits, then 400 says what a phone number may contain', async () => {
    const { session } = await signedInUser(ctx);

    const letters = await patch(session, { phone: 'call me' });
    const short = await patch(session, { phone: '12-34' });

    expect(letters.statusCode).toBe(400);
    expect(letters.json().error).toBe('Phone number may contain only digits, spaces, dashes, parentheses and a leading +');
    expect(short.json().error).toBe('Phone number must have 7 to 15 digits, e.g. +374 10 123456');
  });

  test('when a name is blanked, then 400 says it cannot be empty', async () => {
    const { session } = await signedInUser(ctx);

    const response = await patch(session, { firstName: '   ' });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'firstName', message: 'First name cannot be empty' }]);
  });

  test('when the visibility is not one of public, university, private, then 400 names the field', async () => {
    const { session } = await signedInUser(ctx);

    const response = await patch(session, { visibility: 'everyone' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^visibility/);
  });

  test('when a field that is not part of the profile is sent (such as role), then it changes nothing', async () => {
    const { user, session } = await signedInUser(ctx, { role: 'student' });

    await patch(session, { role: 'admin', bio: 'Hi' });

    const row = await ctx.db.selectFrom('users').select('role').where('id', '=', user.row.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('student');
    expect((await getAs(ctx.app, '/api/auth/me', session)).json().roles).toEqual(['student']);
  });
});
