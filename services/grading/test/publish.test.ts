// The verified publish against real Postgres and Redis (or embedded: PGlite and in-process jobs), with auth,
// organizational and notifications mounted on the demo university and a real SMTP server on loopback: the code is
// read from the mail the lecturer receives. Sheets are arranged in the tables as a save leaves them (grading's save
// route has tests of its own); everything after that goes through HTTP and the jobs.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Kysely } from 'kysely';
import authModule from '@campus/auth';
import notificationsModule from '@campus/notifications';
import organizationalModule from '@campus/organizational';
import { GRADING_PATHS, type CodeRequested, type LecturerSubject, type MidtermSheet } from '@campus/contracts/grading';
import { ORGANIZATIONAL_ATTENDANCE_PATHS, type RosterStudent } from '@campus/contracts/attendance';
import { ORGANIZATIONAL_INTERNAL_PATHS, type CourseAccess, type SectionReference } from '@campus/contracts/materials';
import type { KitDatabase } from '@campus/kit';
import { demoCaller, startMailCatcher, startTestApp, type CaughtMail, type DemoCaller, type MailCatcher, type TestApp } from '@campus/kit/testing';
import gradingModule from '../src/app.js';
import type { GradingDatabase } from '../src/db/database.js';
import { notifyPublishedJob } from '../src/jobs/notify-published.js';
import { CODE_POLICY, limitKeyOf } from '../src/publish/code-policy.js';
import { codeStateOf, effectiveStatus } from '../src/publish/code-state.js';

let app: TestApp;
let smtp: MailCatcher;
let db: Kysely<GradingDatabase>;
let lecturer: DemoCaller;
let otherLecturer: DemoCaller;
let student: DemoCaller;
let admin: DemoCaller;
let section: SectionReference;
let roster: RosterStudent[];

interface Answer<T> {
  status: number;
  body: T & { code?: string; details?: { retryAfter?: number; attemptsLeft?: number } };
  retryAfter?: string;
}

async function call<T>(caller: DemoCaller, url: string, payload?: object, language?: string): Promise<Answer<T>> {
  const answer = await app.app.inject({ method: 'POST', url, cookies: { access_token: caller.cookie }, headers: language ? { 'accept-language': language } : {}, ...(payload ? { payload } : {}) });
  return { status: answer.statusCode, body: answer.json(), retryAfter: answer.headers['retry-after'] as string | undefined };
}
const requestCode = (number: number, caller = lecturer, language?: string) => call<{ data: CodeRequested }>(caller, GRADING_PATHS.code(section.sectionId, number), undefined, language);
const publish = (number: number, code: string, caller = lecturer) => call<{ data: MidtermSheet }>(caller, GRADING_PATHS.publish(section.sectionId, number), { code });

/** A sheet as a save leaves it: a midterm row (its version) and every student's score, none published yet. */
async function savedSheet(number: number, score = (index: number) => 10 + (index % 8)): Promise<string> {
  const { id } = await db
    .insertInto('midterms')
    .values({ section_id: section.sectionId, course_id: section.courseId, period_id: section.periodId, number, version: 1, last_saved_at: new Date(), last_saved_by: lecturer.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('midterm_entries')
    .values(roster.map((one, index) => ({ midterm_id: id, student_id: one.studentId, score: score(index) })))
    .execute();
  return id;
}

/**
 * Asks for a code and reads it from the mail that request sends the lecturer: the first to them since, about this
 * midterm (its number is in the subject in every language), so a late mail of a replaced request is not taken.
 */
async function askForCode(number: number, language?: string): Promise<{ code: string; mail: CaughtMail; answer: Answer<{ data: CodeRequested }> }> {
  const before = smtp.messages.length;
  const answer = await requestCode(number, lecturer, language);
  expect(answer.status).toBe(200);
  const about = new RegExp(`(?<!\\d)${number}(?!\\d)`);
  const mail = await smtp.waitForMail((one) => smtp.messages.indexOf(one) >= before && one.to.includes(lecturer.email) && about.test(one.subject.replace(/\d{6}$/, '')));
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail:\n${mail.text}`);
  return { code, mail, answer };
}
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Lets the lecturer ask again at once, as if the minute had passed (the hourly count stays). */
const coolDown = (midtermId: string) =>
  app.deps.rateLimiter({ name: 'grading-code-cooldown', points: 1, durationSeconds: CODE_POLICY.cooldownSeconds, blockSeconds: 0 }).reset(limitKeyOf(lecturer.userId, midtermId));

/** Waits for what a job does; the test's own time limit ends a wait that never comes. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Told {
  type: string;
  link?: string;
  i18n?: { key: string; params: Record<string, string> };
}
const toldOf = async (caller: DemoCaller, number: number) =>
  (await caller('GET', '/api/notifications?pageSize=100')).json<{ data: Told[] }>().data.filter((item) => item.i18n?.key === 'midtermPublished' && item.i18n.params.number === String(number) && item.i18n.params.course === section.courseCode);

beforeAll(async () => {
  smtp = await startMailCatcher();
  app = await startTestApp([authModule, organizationalModule, notificationsModule, gradingModule], { demo: true, env: { SMTP_URL: smtp.url, MIDTERMS_PER_SECTION: '8' } });
  db = app.deps.database<GradingDatabase>('grading');
  [lecturer, student, admin] = (await Promise.all(['lecturer@campus.test', 'student@campus.test', 'admin@campus.test'].map((email) => demoCaller(app.app, email)))) as [DemoCaller, DemoCaller, DemoCaller];
  // A section of the demo lecturer with the demo student in it.
  const organizational = <T>(path: string) => app.deps.services.request<T>('organizational', { method: 'GET', path });
  const { teaching } = await organizational<CourseAccess>(`${ORGANIZATIONAL_INTERNAL_PATHS.courseAccess}/${lecturer.userId}`);
  for (const candidate of teaching) {
    const { data } = await organizational<{ data: RosterStudent[] }>(ORGANIZATIONAL_ATTENDANCE_PATHS.roster(candidate.sectionId));
    if (!data.some((one) => one.userId === student.userId)) continue;
    section = candidate;
    roster = data;
    break;
  }
  if (!section) throw new Error('the demo lecturer has no section with the demo student');
  // The demo's own midterms of this section make way for the ones each test arranges.
  await db.deleteFrom('midterms').where('section_id', '=', section.sectionId).execute();
  // A lecturer who teaches, but not this section.
  const others = await app.deps.database<{ lecturers: { email: string; id: string }; sections: { id: string; lecturer_id: string } }>('organizational')
    .selectFrom('lecturers as l')
    .select('l.email')
    .where('l.email', '<>', lecturer.email)
    .where((eb) => eb.exists(eb.selectFrom('sections as s').whereRef('s.lecturer_id', '=', 'l.id').select('s.id')))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('sections as s').whereRef('s.lecturer_id', '=', 'l.id').where('s.id', '=', section.sectionId).select('s.id'))))
    .orderBy('l.email')
    .limit(1)
    .execute();
  otherLecturer = await demoCaller(app.app, others[0]!.email);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('the whole flow', () => {
  test('when the lecturer asks for a code, reads it from the email and enters it, then every grade is published at once, audited, and each student is told once', async () => {
    const midtermId = await savedSheet(1);
    const { code, mail, answer: asked } = await askForCode(1, 'en-US,en;q=0.9');

    const { sentTo, code: state } = asked.body.data;
    expect(sentTo).toMatch(/^l\*+r@campus\.test$/);
    expect(state.attemptsLeft).toBe(CODE_POLICY.maxAttempts);
    const requestedAt = Date.now();
    expect(Math.abs(Date.parse(state.expiresAt!) - requestedAt - CODE_POLICY.ttlMinutes * 60_000)).toBeLessThan(10_000);
    expect(Math.abs(Date.parse(state.nextRequestAt!) - requestedAt - CODE_POLICY.cooldownSeconds * 1000)).toBeLessThan(10_000);
    // The sheet says so: to its lecturer with the code's state, to an administrator without it.
    const sheet = (await lecturer('GET', GRADING_PATHS.sheet(section.sectionId, 1))).json<{ data: MidtermSheet }>().data;
    expect(sheet).toMatchObject({ status: 'awaiting_authorization', code: { expiresAt: state.expiresAt, attemptsLeft: CODE_POLICY.maxAttempts } });
    expect((await admin('GET', GRADING_PATHS.sheet(section.sectionId, 1))).json<{ data: MidtermSheet }>().data).toMatchObject({ status: 'awaiting_authorization', code: null });

    expect(mail.subject).toBe(`Code to publish midterm 1: ${code}`);
    expect(mail.text).toContain(`${section.courseCode} ${section.courseName.en || section.courseName.hy}, section ${section.sectionNumber}, midterm 1`);
    expect(mail.text).toContain('valid for 10 minutes');
    // Only a keyed hash is kept.
    const stored = await db.selectFrom('midterm_codes').selectAll().where('midterm_id', '=', midtermId).executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const published = await publish(1, code);

    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', version: 1, unpublishedChanges: 0 });
    const entries = await db.selectFrom('midterm_entries').select(['score', 'published_score']).where('midterm_id', '=', midtermId).execute();
    expect(entries).toHaveLength(roster.length);
    expect(entries.every((entry) => entry.published_score !== null && Number(entry.published_score) === Number(entry.score))).toBe(true);
    const midterm = await db.selectFrom('midterms').selectAll().where('id', '=', midtermId).executeTakeFirstOrThrow();
    expect(midterm).toMatchObject({ status: 'published', version: 1 });
    expect(midterm.published_at).not.toBeNull();
    expect(midterm.published_by).toBeTruthy();

    const audit = await app.deps.database<KitDatabase>('kit').selectFrom('audit_entries').selectAll().where('action', '=', 'midterm.published').where('actor_id', '=', lecturer.userId).execute();
    const entry = audit.find((one) => (one.details as { midtermNumber?: number }).midtermNumber === 1);
    expect(entry?.details).toMatchObject({ sectionId: section.sectionId, midtermNumber: 1, grades: roster.length, section: `${section.courseCode} ${section.sectionNumber}` });
    expect(JSON.stringify(entry?.details)).not.toContain(code);

    const told = await eventually(async () => ((await toldOf(student, 1)).length ? await toldOf(student, 1) : undefined));
    expect(told).toEqual([expect.objectContaining({ type: 'grade', link: '/midterms', i18n: { key: 'midtermPublished', params: { course: section.courseCode, number: '1' } } })]);
  });

  test('when the notice of a publish runs again (a retry after a stop mid-way), then no student is told twice', async () => {
    const midterm = await db.selectFrom('midterms').select(['id', 'published_at']).where('section_id', '=', section.sectionId).where('number', '=', 1).executeTakeFirstOrThrow();
    await app.deps.jobs.enqueue(notifyPublishedJob, { v: 1, midtermId: midterm.id, sectionId: section.sectionId, midtermNumber: 1, courseCode: section.courseCode, courseName: section.courseName, publishedAt: midterm.published_at!.toISOString() });
    await eventually(async () => ((await app.deps.jobs.depth()) === 0 ? true : undefined));

    expect(await toldOf(student, 1)).toHaveLength(1);
    const classmate = roster.find((one) => one.userId && one.userId !== student.userId);
    if (classmate) {
      const rows = await app.deps.database<{ notifications: { user_id: string; title: string } }>('notifications').selectFrom('notifications').select('title').where('user_id', '=', classmate.userId!).where('title', 'like', 'Միջանկյալ 1՝%').execute();
      expect(rows).toHaveLength(1);
    }
  });

  test('when the code is entered a second time, then it is refused: a code is used once', async () => {
    const again = await publish(1, '000000');
    expect([again.status, again.body.code]).toEqual([410, 'CODE_EXPIRED']);
  });

  test('when the lecturer asks in Russian, then the mail is in Russian; in Armenian by default', async () => {
    const midtermId = await savedSheet(6);
    expect((await askForCode(6, 'ru-RU,ru;q=0.9')).mail.subject).toMatch(/^Код публикации промежуточного контроля 6: \d{6}$/);
    await coolDown(midtermId);
    expect((await askForCode(6)).mail.subject).toMatch(/^Միջանկյալ 6-ի հրապարակման կոդ՝ \d{6}$/);
  });
});

describe('refusals', () => {
  test('when the code has expired, then 410 CODE_EXPIRED; with none asked for, the same', async () => {
    const midtermId = await savedSheet(3);
    expect((await publish(3, '123456')).body.code).toBe('CODE_EXPIRED');
    const { code } = await askForCode(3);
    await db.updateTable('midterm_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('midterm_id', '=', midtermId).execute();

    const late = await publish(3, code);

    expect([late.status, late.body.code]).toEqual([410, 'CODE_EXPIRED']);
    // The lists say what the sheet says: with its code gone the midterm is a draft again.
    const subjects = (await lecturer('GET', GRADING_PATHS.lecturerSubjects)).json<{ data: LecturerSubject[] }>().data;
    const listed = subjects.flatMap((subject) => subject.sections).find((one) => one.sectionId === section.sectionId)!.midterms.find((midterm) => midterm.number === 3)!;
    expect(listed.status).toBe('draft');
    expect((await db.selectFrom('midterm_entries').select('published_score').where('midterm_id', '=', midtermId).execute()).every((entry) => entry.published_score === null)).toBe(true);
  });

  test('when five wrong codes are entered, then the tries count down and the code is void, the right one too, until a new one is asked for', async () => {
    const midtermId = await savedSheet(2);
    const { code } = await askForCode(2);

    const tries = [];
    for (let attempt = 0; attempt < CODE_POLICY.maxAttempts; attempt++) tries.push(await publish(2, wrongOf(code)));

    expect(tries.map((one) => [one.status, one.body.code, one.body.details?.attemptsLeft])).toEqual([
      [400, 'CODE_INVALID', 4],
      [400, 'CODE_INVALID', 3],
      [400, 'CODE_INVALID', 2],
      [400, 'CODE_INVALID', 1],
      [423, 'CODE_LOCKED', 0],
    ]);
    const right = await publish(2, code);
    expect([right.status, right.body.code]).toEqual([423, 'CODE_LOCKED']);
    // The sheet's code state says so: nothing to enter, a new code in a minute at most.
    const state = await codeStateOf({ deps: app.deps, db }, lecturer.userId, midtermId);
    expect(state).toMatchObject({ expiresAt: null, attemptsLeft: 0 });
    expect(Date.parse(state!.nextRequestAt!) - Date.now()).toBeLessThanOrEqual(CODE_POLICY.cooldownSeconds * 1000);
    await coolDown(midtermId);
    const fresh = await askForCode(2);
    expect(fresh.answer.body.data.code.attemptsLeft).toBe(CODE_POLICY.maxAttempts);
    expect((await publish(2, fresh.code)).status).toBe(200);
  });

  test('when a code is asked for again within the minute, then 429 RATE_LIMITED with the seconds left; after five in the hour, until the hour ends', async () => {
    const midtermId = await savedSheet(4);
    expect((await requestCode(4)).status).toBe(200);

    const soon = await requestCode(4);

    expect([soon.status, soon.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(soon.body.details!.retryAfter).toBeGreaterThan(0);
    expect(soon.body.details!.retryAfter).toBeLessThanOrEqual(CODE_POLICY.cooldownSeconds);
    expect(soon.retryAfter).toBe(String(soon.body.details!.retryAfter));
    let last: Answer<{ data: CodeRequested }> | undefined;
    for (let request = 2; request <= CODE_POLICY.perHour; request++) {
      await coolDown(midtermId);
      last = await requestCode(4);
      expect(last.status).toBe(200);
    }
    // The fifth answer already says when the next may come: at the hour's end, not in a minute.
    expect(Date.parse(last!.body.data.code.nextRequestAt!) - Date.now()).toBeGreaterThan(CODE_POLICY.cooldownSeconds * 1000);
    await coolDown(midtermId);
    const sixth = await requestCode(4);
    expect([sixth.status, sixth.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(sixth.body.details!.retryAfter).toBeGreaterThan(CODE_POLICY.cooldownSeconds);
    expect(sixth.body.details!.retryAfter).toBeLessThanOrEqual(3600);
  });

  test('when the sheet was saved after the code was sent, then 409 SHEET_CHANGED_SINCE_CODE and nothing is published', async () => {
    const midtermId = await savedSheet(5);
    const { code } = await askForCode(5);
    const context = { deps: app.deps, db };
    expect(await codeStateOf(context, lecturer.userId, midtermId)).toMatchObject({ attemptsLeft: CODE_POLICY.maxAttempts, expiresAt: expect.any(String) });
    const saved = await lecturer('PUT', GRADING_PATHS.grades(section.sectionId, 5), { version: 1, grades: [{ studentId: roster[0]!.studentId, score: 19 }] });
    expect(saved.statusCode).toBe(200);
    const state = await codeStateOf(context, lecturer.userId, midtermId);
    expect(state).toMatchObject({ expiresAt: null, attemptsLeft: 0 });
    expect(effectiveStatus('awaiting_authorization', state)).toBe('draft');

    const refused = await publish(5, code);

    expect([refused.status, refused.body.code]).toEqual([409, 'SHEET_CHANGED_SINCE_CODE']);
    expect((await db.selectFrom('midterm_entries').select('published_score').where('midterm_id', '=', midtermId).execute()).every((entry) => entry.published_score === null)).toBe(true);
  });

  test('when nothing differs from what is published (or nothing was saved), then asking for a code is 409 NOTHING_TO_PUBLISH; past the last midterm, 404', async () => {
    const published = await requestCode(1);
    expect([published.status, published.body.code]).toEqual([409, 'NOTHING_TO_PUBLISH']);
    const never = await requestCode(7);
    expect([never.status, never.body.code]).toEqual([409, 'NOTHING_TO_PUBLISH']);
    // Beyond the section's midterms (MIDTERMS_PER_SECTION is 8 here) there is no midterm at all.
    const beyond = await requestCode(9);
    expect([beyond.status, beyond.body.code]).toEqual([404, 'MIDTERM_NOT_FOUND']);
  });

  test('when a lecturer of another section, an administrator or a student asks for a code or publishes, then 403', async () => {
    await savedSheet(8);
    for (const caller of [otherLecturer, admin]) {
      expect((await requestCode(8, caller)).body.code).toBe('SECTION_ACCESS_DENIED');
      expect((await publish(8, '123456', caller)).status).toBe(403);
    }
    expect((await requestCode(8, student)).status).toBe(403);
    expect((await publish(8, '123456', student)).status).toBe(403);
    expect(await db.selectFrom('midterm_codes').select('midterm_id').innerJoin('midterms', 'midterms.id', 'midterm_codes.midterm_id').where('midterms.number', '=', 8).execute()).toEqual([]);
  });
});
