// The test-data generator's midterm grades (issue 15) against real Postgres (or embedded), with auth mounted for the
// lecturer's name: a window built here (fresh ids, no organizational records) is written through the internal route;
// what it made is checked (every student an entry, scores on the step within the bounds, a realistic share failing
// and absent, published and draft midterms, the lecturer as saver and publisher, a student's published scores as
// their own list reads them), written again after removal with the same content by natural keys, removed leaving a
// lecturer's own midterm and another run's untouched, and refused without the service token.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import authModule from '@campus/auth';
import type { InternalCreateUserResponse } from '@campus/contracts';
import { generatedActivityPaths, type GeneratedActivityBody, type GeneratedActivityResponse, type GeneratedSection, type RemoveGeneratedActivityResponse } from '@campus/contracts/generated-activity';
import { scoreAllowed } from '@campus/contracts/grading';
import { startTestApp, type TestApp } from '@campus/kit/testing';
import gradingModule from '../src/app.js';
import type { GradingDatabase } from '../src/db/database.js';
import { publishedScoresOf, writeGrades } from '../src/db/midterm.repository.js';

const PATHS = generatedActivityPaths('grading');
const SECTIONS = 24;
const STUDENTS = 30;

let app: TestApp;
let db: Kysely<GradingDatabase>;
let lecturerName: string;
let window: GeneratedActivityBody;
/** A lecturer's own midterm 1 in the window's first section, made before the generator runs. */
let ownMidtermId: string;

const person = (kind: string, index: number) => ({ id: randomUUID(), userId: randomUUID(), key: `${kind}${index}@g1.gen.campus.test` });

function windowOf(runId: string, runNumber: number, lecturerUserId: string, count: number, prefix: string): GeneratedActivityBody {
  const sections: GeneratedSection[] = Array.from({ length: count }, (_, index) => ({
    sectionId: randomUUID(),
    key: `${prefix}${100 + index}-1`,
    courseId: randomUUID(),
    courseCode: `${prefix}${100 + index}`,
    courseName: { hy: 'Առարկա', en: 'Subject', ru: 'Предмет' },
    sectionNumber: 1,
    // The first two sections are taught by the lecturer auth knows; the others by people it does not.
    lecturer: index < 2 ? { id: randomUUID(), userId: lecturerUserId, key: 'lecturer1@g1.gen.campus.test' } : person('lecturer', index),
    students: Array.from({ length: STUDENTS }, (_, student) => person(`student${index}-`, student)),
    weeklyClasses: [{ weekday: 1 + (index % 5), startTime: '09:30', endTime: '10:50' }],
  }));
  return { runId, runNumber, seed: 20261127, period: { id: randomUUID(), startsOn: '2025-09-01', endsOn: '2025-12-26' }, sections };
}

/** With the service token unless another (null: none) is given. */
const post = <T>(url: string, payload: object, token: string | null = app.deps.config.serviceToken) =>
  app.app.inject({ method: 'POST', url, payload, headers: token ? { 'x-service-token': token } : {} }).then((answer) => ({ status: answer.statusCode, body: answer.json<T>() }));

/** What a run made, by natural keys (section, number, student), ids left out. */
async function contentOf(runId: string) {
  const { rows } = await sql<Record<string, unknown>>`
    select m.section_id, m.number, m.status, m.version, m.last_saved_at, m.last_saved_by, m.published_at, m.published_by, m.course_id, m.period_id,
      e.student_id, e.score, e.published_score, e.generation_run_id as entry_run
    from grading.midterms m left join grading.midterm_entries e on e.midterm_id = m.id
    where m.generation_run_id = ${runId} order by m.section_id, m.number, e.student_id`.execute(db);
  return rows;
}

beforeAll(async () => {
  app = await startTestApp([authModule, gradingModule]);
  db = app.deps.database<GradingDatabase>('grading');
  const created = await post<InternalCreateUserResponse>('/internal/auth/users', { email: 'lecturer1@g1.gen.campus.test', firstName: 'Անի', lastName: 'Պետրոսյան', role: 'lecturer' });
  expect(created.status).toBe(201);
  lecturerName = created.body.user.displayName;
  window = windowOf(randomUUID(), 1, created.body.user.id, SECTIONS, 'GEN1-C');
  const first = window.sections[0]!;
  const own = await writeGrades(db, { sectionId: first.sectionId, courseId: first.courseId, periodId: window.period.id, number: 1, version: 0, savedBy: first.lecturer.userId, grades: [{ studentId: first.students[0]!.id, score: 7 }] });
  ownMidtermId = own!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the generated midterm grades', () => {
  let counts: Record<string, number>;
  let before: Record<string, unknown>[];

  test('every student of a section has an entry in each of its midterms, scores on the step within the bounds', async () => {
    const answer = await post<GeneratedActivityResponse>(PATHS.write, window);
    expect(answer.status).toBe(200);
    counts = answer.body.counts;
    const bounds = app.deps.config.grading;
    const midterms = await db.selectFrom('midterms').selectAll().where('generation_run_id', '=', window.runId).execute();
    const entries = await db.selectFrom('midterm_entries as e').innerJoin('midterms as m', 'm.id', 'e.midterm_id').select(['e.midterm_id', 'e.student_id', 'e.score', 'e.published_score', 'e.generation_run_id', 'm.status']).where('m.generation_run_id', '=', window.runId).execute();
    expect(counts).toEqual({ midterms: midterms.length, midtermEntries: entries.length });
    expect(entries.every((entry) => entry.generation_run_id === window.runId)).toBe(true);

    const bySection = new Map(window.sections.map((section) => [section.sectionId, section]));
    // The first section's midterm 1 is the lecturer's own: the generator leaves it, with none of its entries.
    expect(midterms.some((midterm) => midterm.section_id === window.sections[0]!.sectionId && midterm.number === 1)).toBe(false);
    const own = await db.selectFrom('midterm_entries').select(['student_id', 'score', 'generation_run_id']).where('midterm_id', '=', ownMidtermId).execute();
    expect(own).toEqual([{ student_id: window.sections[0]!.students[0]!.id, score: '7', generation_run_id: null }]);
    for (const section of window.sections.slice(1)) expect(midterms.filter((midterm) => midterm.section_id === section.sectionId && midterm.number === 1)).toHaveLength(1);
    for (const midterm of midterms) {
      const section = bySection.get(midterm.section_id)!;
      expect(midterm).toMatchObject({ course_id: section.courseId, period_id: window.period.id, version: 1, last_saved_by: section.lecturer.userId });
      expect([1, 2]).toContain(midterm.number);
      const students = entries.filter((entry) => entry.midterm_id === midterm.id).map((entry) => entry.student_id).sort();
      expect(students).toEqual(section.students.map((student) => student.id).sort());
      if (midterm.status === 'published') {
        expect(midterm.published_by).toBe(section.lecturer.userId === window.sections[0]!.lecturer.userId ? lecturerName : section.lecturer.key);
        expect(midterm.published_at!.getTime()).toBeGreaterThan(midterm.last_saved_at!.getTime());
      } else {
        expect(midterm).toMatchObject({ status: 'draft', published_at: null, published_by: null });
      }
      // Within the period, never ahead of now.
      expect(midterm.last_saved_at!.toISOString() >= `${window.period.startsOn}T00`).toBe(true);
      expect(midterm.last_saved_at!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // Both states and both numbers occur; midterm 2 is a draft only where midterm 1 is published.
    const status = (number: number) => new Set(midterms.filter((midterm) => midterm.number === number).map((midterm) => midterm.status));
    expect(status(1)).toEqual(new Set(['published', 'draft']));
    expect(status(2)).toEqual(new Set(['draft']));
    for (const second of midterms.filter((midterm) => midterm.number === 2)) expect(midterms.find((one) => one.section_id === second.section_id && one.number === 1)?.status ?? 'published').toBe('published');

    const scores = entries.map((entry) => (entry.score === null ? null : Number(entry.score)));
    for (const score of scores) if (score !== null) expect(scoreAllowed(score, bounds)).toBe(true);
    for (const entry of entries) expect(entry.published_score).toBe(entry.status === 'published' ? entry.score : null);
    const given = scores.filter((score): score is number => score !== null);
    const failing = given.filter((score) => score < bounds.passMark).length / given.length;
    const absent = (scores.length - given.length) / scores.length;
    // Most pass, some fail, a few are absent (the aims: about 16 % and 3 %).
    expect(failing).toBeGreaterThan(0.05);
    expect(failing).toBeLessThan(0.35);
    expect(absent).toBeGreaterThan(0);
    expect(absent).toBeLessThan(0.08);
    expect(new Set(given).size).toBeGreaterThan(15);
    before = await contentOf(window.runId);
  });

  test('a student sees their published scores and never a draft one', async () => {
    const midterms = await db.selectFrom('midterms').select(['id', 'section_id', 'number', 'status']).where('generation_run_id', '=', window.runId).execute();
    const published = midterms.find((midterm) => midterm.status === 'published')!;
    const entry = await db.selectFrom('midterm_entries').select(['student_id', 'score']).where('midterm_id', '=', published.id).where('score', 'is not', null).executeTakeFirstOrThrow();
    const own = await publishedScoresOf(db, entry.student_id);
    expect(own).toEqual([{ sectionId: published.section_id, number: published.number, score: Number(entry.score), publishedAt: expect.any(Date) }]);
    const draft = midterms.find((midterm) => midterm.status === 'draft')!;
    const drafted = await db.selectFrom('midterm_entries').select('student_id').where('midterm_id', '=', draft.id).executeTakeFirstOrThrow();
    const section = window.sections.find((one) => one.sectionId === draft.section_id)!;
    expect((await publishedScoresOf(db, drafted.student_id)).filter((score) => score.sectionId === section.sectionId && score.number === draft.number)).toEqual([]);
  });

  test('removed and written again, the run makes the same grades', async () => {
    const removed = await post<RemoveGeneratedActivityResponse>(PATHS.remove, { runId: window.runId });
    expect(removed).toEqual({ status: 200, body: { removed: counts } });
    expect(await contentOf(window.runId)).toEqual([]);
    const again = await post<GeneratedActivityResponse>(PATHS.write, window);
    expect(again).toEqual({ status: 200, body: { counts } });
    expect(await contentOf(window.runId)).toEqual(before);
  });

  test("removing a run deletes exactly its midterms: a lecturer's own and another run's stay", async () => {
    const other = windowOf(randomUUID(), 2, randomUUID(), 2, 'GEN2-C');
    expect((await post<GeneratedActivityResponse>(PATHS.write, other)).status).toBe(200);
    const otherBefore = await contentOf(other.runId);
    expect(otherBefore.length).toBeGreaterThan(0);

    expect(await post<RemoveGeneratedActivityResponse>(PATHS.remove, { runId: window.runId })).toEqual({ status: 200, body: { removed: counts } });
    const left = await sql<{ n: number }>`select count(*)::int as n from grading.midterm_entries e join grading.midterms m on m.id = e.midterm_id
      where m.section_id = any(${window.sections.map((section) => section.sectionId)}::uuid[]) and m.id <> ${ownMidtermId}`.execute(db);
    expect(left.rows[0]!.n).toBe(0);
    expect(await db.selectFrom('midterm_entries').select(['student_id', 'score']).where('midterm_id', '=', ownMidtermId).execute()).toEqual([{ student_id: window.sections[0]!.students[0]!.id, score: '7' }]);
    expect(await contentOf(other.runId)).toEqual(otherBefore);
    // Removing what is not there removes nothing.
    expect(await post<RemoveGeneratedActivityResponse>(PATHS.remove, { runId: window.runId })).toEqual({ status: 200, body: { removed: { midterms: 0, midtermEntries: 0 } } });
  });

  test('only a service may write or remove generated grades', async () => {
    for (const token of [null, 'not-the-token']) {
      expect((await post(PATHS.write, window, token)).status).toBe(401);
      expect((await post(PATHS.remove, { runId: window.runId }, token)).status).toBe(401);
    }
    expect(await contentOf(window.runId)).toEqual([]);
  });
});
