// The grading API against real Postgres and Redis (or embedded) with auth and organizational mounted and the demo
// university: the seeded midterms, the sheet, the checked save (bounds and step, a student twice, a stranger, an empty
// save: nothing written), optimistic concurrency (two saves from one version: one wins, the other 409 SHEET_CHANGED,
// no lost update), the status after a save, who may read and change a section, a student's own published scores only,
// the staff overview in each one's reach, the legacy batch and a subject's aggregate.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import authModule from '@campus/auth';
import organizationalModule from '@campus/organizational';
import { GRADING_PATHS, type LecturerSubject, type MidtermBatch, type MidtermList, type MidtermSheet, type SectionMidterms, type StudentMidterm, type SubjectAggregate, type SubjectMidterms } from '@campus/contracts/grading';
import { demoCaller, startTestApp, type DemoCaller, type TestApp } from '@campus/kit/testing';
import gradingModule from '../src/app.js';

let app: TestApp;
let root: Kysely<unknown>;
/** The demo accounts, and a lecturer of none of the demo lecturer's sections. */
type Seven = [DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller];
let [lecturer, otherLecturer, chair, deans, admin, qa, student] = [] as unknown as Seven;
let subjects: LecturerSubject[];
/** The demo lecturer's section with the demo student (midterm 1 published, midterm 2 a draft, as seeded). */
let section: SectionMidterms;
/** Another of the lecturer's sections, whose midterm 2 was never saved: each test that saves takes its own number. */
let fresh: SectionMidterms;

type Answer = Awaited<ReturnType<DemoCaller>>;
const sheetOf = async (caller: DemoCaller, sectionId: string, number: number) => {
  const answer = await caller('GET', GRADING_PATHS.sheet(sectionId, number));
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: MidtermSheet }>().data;
};
const save = (caller: DemoCaller, sectionId: string, number: number, body: object) => caller('PUT', GRADING_PATHS.grades(sectionId, number), body);
const saved = async (answer: Promise<Answer>) => {
  const { statusCode, body } = await answer;
  expect({ statusCode, body: statusCode === 200 ? '' : body }).toEqual({ statusCode: 200, body: '' });
  return JSON.parse(body).data as MidtermSheet;
};
const errorOf = async (answer: Promise<Answer>) => {
  const { statusCode, json } = await answer;
  const body = json<{ code: string; details?: Record<string, unknown> }>();
  return { status: statusCode, code: body.code, details: body.details };
};
const scoresOf = (sheet: MidtermSheet) => Object.fromEntries(sheet.entries.map((entry) => [entry.studentId, entry.score]));

beforeAll(async () => {
  app = await startTestApp([authModule, organizationalModule, gradingModule], { demo: true });
  root = app.deps.database<unknown>('public');
  [lecturer, chair, deans, admin, qa, student] = (await Promise.all(['lecturer@campus.test', 'chair@campus.test', 'deans@campus.test', 'admin@campus.test', 'qa@campus.test', 'student@campus.test'].map((email) => demoCaller(app.app, email)))) as DemoCaller[] as [DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller];
  subjects = (await lecturer('GET', GRADING_PATHS.lecturerSubjects)).json<{ data: LecturerSubject[] }>().data;
  const sections = subjects.flatMap((subject) => subject.sections);
  section = sections.find((one) => one.midterms[1]!.status === 'draft')!;
  fresh = sections.find((one) => one.sectionId !== section.sectionId && one.students >= 3 && one.midterms[1]!.status === 'not_created')!;
  // A lecturer who teaches, but none of the demo lecturer's sections.
  const { rows } = await sql<{ email: string }>`select min(l.email) as email from organizational.sections s
    join organizational.lecturers l on l.id = s.lecturer_id where l.user_id <> ${lecturer.userId}`.execute(root);
  otherLecturer = await demoCaller(app.app, rows[0]!.email);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('the demo and the sheet', () => {
  test("the lecturer's subjects: midterm 1 published in most sections, midterm 2 a draft in one, the rest not created", () => {
    const sections = subjects.flatMap((subject) => subject.sections);
    expect(sections.length).toBeGreaterThan(1);
    expect(section).toBeDefined();
    expect(fresh).toBeDefined();
    const firsts = sections.map((one) => one.midterms[0]!.status);
    expect(firsts.filter((status) => status === 'published').length).toBeGreaterThan(sections.length / 2);
    expect(sections.filter((one) => one.midterms[1]!.status === 'draft')).toHaveLength(1);
    expect(sections.every((one) => one.midterms.map((midterm) => midterm.number).join() === '1,2')).toBe(true);
    const published = section.midterms[0]!;
    expect(published).toMatchObject({ graded: section.students, students: section.students });
    expect(published.average).toBeGreaterThan(0);
  });

  test('the sheet: the roster by name with saved and published scores, status, version and bounds; never saved is not_created', async () => {
    const sheet = await sheetOf(lecturer, section.sectionId, 1);
    expect(sheet).toMatchObject({ number: 1, status: 'published', unpublishedChanges: 0, bounds: { min: 0, max: 20, step: 0.5, midterms: 2, passMark: 10 } });
    expect(sheet.id).not.toBeNull();
    expect(sheet.version).toBeGreaterThan(0);
    expect(sheet.section.sectionId).toBe(section.sectionId);
    expect(sheet.entries).toHaveLength(section.students);
    expect(sheet.entries.every((entry) => entry.score !== null && entry.score === entry.publishedScore)).toBe(true);
    expect(sheet.publishedAt).not.toBeNull();
    expect(sheet.publishedBy).toBeTruthy();
    const draft = await sheetOf(lecturer, section.sectionId, 2);
    expect(draft).toMatchObject({ status: 'draft', unpublishedChanges: section.students, publishedAt: null });
    expect(draft.entries.every((entry) => entry.publishedScore === null)).toBe(true);
    const never = await sheetOf(lecturer, fresh.sectionId, 2);
    expect(never).toMatchObject({ id: null, status: 'not_created', version: 0, unpublishedChanges: 0, lastSavedAt: null });
    expect(never.entries.every((entry) => entry.score === null)).toBe(true);
  });

  test('a number beyond MIDTERMS_PER_SECTION is 404 MIDTERM_NOT_FOUND; an unknown section 404 SECTION_NOT_FOUND', async () => {
    expect(await errorOf(lecturer('GET', GRADING_PATHS.sheet(section.sectionId, 3)))).toMatchObject({ status: 404, code: 'MIDTERM_NOT_FOUND' });
    expect(await errorOf(admin('GET', GRADING_PATHS.sheet(randomUUID(), 1)))).toMatchObject({ status: 404, code: 'SECTION_NOT_FOUND' });
  });
});

describe('saving', () => {
  test('the first save creates the midterm (version 0 → 1, draft); the next names version 1; null clears a score', async () => {
    const before = await sheetOf(lecturer, fresh.sectionId, 2);
    const [a, b, c] = before.entries;
    const first = await saved(save(lecturer, fresh.sectionId, 2, { version: 0, grades: [{ studentId: a!.studentId, score: 17.5 }, { studentId: b!.studentId, score: 0 }, { studentId: c!.studentId, score: 20 }] }));
    expect(first).toMatchObject({ status: 'draft', version: 1, unpublishedChanges: 3 });
    expect(first.id).not.toBeNull();
    expect(first.lastSavedAt).not.toBeNull();
    expect(first.entries.map((entry) => entry.studentId)).toEqual(before.entries.map((entry) => entry.studentId));
    expect(scoresOf(first)).toMatchObject({ [a!.studentId]: 17.5, [b!.studentId]: 0, [c!.studentId]: 20 });
    const second = await saved(save(lecturer, fresh.sectionId, 2, { version: 1, grades: [{ studentId: b!.studentId, score: null }, { studentId: c!.studentId, score: 19 }] }));
    expect(second).toMatchObject({ version: 2, unpublishedChanges: 2 });
    expect(scoresOf(second)).toMatchObject({ [a!.studentId]: 17.5, [b!.studentId]: null, [c!.studentId]: 19 });
    expect(await sheetOf(lecturer, fresh.sectionId, 2)).toEqual({ ...second, code: expect.anything() });
  });

  test('bounds and step, a student twice, a stranger, an empty save: 400 with details, and nothing written', async () => {
    const sheet = await sheetOf(lecturer, fresh.sectionId, 1);
    const [a, b] = sheet.entries.map((entry) => entry.studentId);
    const bad = async (grades: object[]) => errorOf(save(lecturer, fresh.sectionId, 1, { version: sheet.version, grades: [{ studentId: b, score: 12 }, ...grades] }));
    expect(await bad([{ studentId: a, score: 20.5 }])).toEqual({ status: 400, code: 'SCORE_OUT_OF_RANGE', details: { min: 0, max: 20, step: 0.5, studentIds: [a] } });
    expect(await bad([{ studentId: a, score: -0.5 }])).toMatchObject({ code: 'SCORE_OUT_OF_RANGE' });
    expect(await bad([{ studentId: a, score: 17.25 }])).toMatchObject({ code: 'SCORE_OUT_OF_RANGE' });
    expect(await bad([{ studentId: b, score: 13 }])).toEqual({ status: 400, code: 'DUPLICATE_STUDENT', details: { studentIds: [b] } });
    const stranger = randomUUID();
    expect(await bad([{ studentId: stranger, score: 10 }])).toEqual({ status: 400, code: 'STUDENT_NOT_IN_SECTION', details: { studentIds: [stranger] } });
    expect(await errorOf(save(lecturer, fresh.sectionId, 1, { version: sheet.version, grades: [] }))).toMatchObject({ status: 400, code: 'NOTHING_TO_SAVE' });
    expect((await save(lecturer, fresh.sectionId, 1, { version: sheet.version, grades: [{ studentId: a, score: 'twelve' }] })).statusCode).toBe(400);
    expect(await sheetOf(lecturer, fresh.sectionId, 1)).toEqual(sheet);
  });

  test('two saves from one version at once: one wins, the other is 409 SHEET_CHANGED and writes nothing; a stale version is refused', async () => {
    const sheet = await sheetOf(lecturer, fresh.sectionId, 1);
    const [a, b] = sheet.entries.map((entry) => entry.studentId);
    const answers = await Promise.all([
      save(lecturer, fresh.sectionId, 1, { version: sheet.version, grades: [{ studentId: a, score: 11 }, { studentId: b, score: 11 }] }),
      save(admin, fresh.sectionId, 1, { version: sheet.version, grades: [{ studentId: a, score: 15 }, { studentId: b, score: 15 }] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<{ data: MidtermSheet }>().data;
    const loser = answers.find((answer) => answer.statusCode === 409)!.json<{ code: string; details: { version: number } }>();
    expect(loser).toMatchObject({ code: 'SHEET_CHANGED', details: { version: sheet.version + 1 } });
    const now = await sheetOf(lecturer, fresh.sectionId, 1);
    expect(now.version).toBe(sheet.version + 1);
    expect(scoresOf(now)[a!]).toBe(scoresOf(winner)[a!]);
    expect(scoresOf(now)[b!]).toBe(scoresOf(winner)[a!]);
    // The one who lost reloads and saves again from the version they now see.
    expect(await errorOf(save(lecturer, fresh.sectionId, 1, { version: sheet.version, grades: [{ studentId: a, score: 9 }] }))).toMatchObject({ status: 409, code: 'SHEET_CHANGED' });
    expect((await saved(save(lecturer, fresh.sectionId, 1, { version: now.version, grades: [{ studentId: a, score: 9 }] }))).version).toBe(now.version + 1);
  });

  test('after a publish: a changed score makes it a draft that students do not see; saving the published score back makes it published again', async () => {
    const sheet = await sheetOf(lecturer, section.sectionId, 1);
    const mine = sheet.entries[0]!;
    const other = mine.score === 5 ? 6 : 5;
    const changed = await saved(save(lecturer, section.sectionId, 1, { version: sheet.version, grades: [{ studentId: mine.studentId, score: other }] }));
    expect(changed).toMatchObject({ status: 'draft', unpublishedChanges: 1 });
    expect(changed.entries[0]).toMatchObject({ score: other, publishedScore: mine.publishedScore });
    const back = await saved(save(lecturer, section.sectionId, 1, { version: changed.version, grades: [{ studentId: mine.studentId, score: mine.publishedScore }] }));
    expect(back).toMatchObject({ status: 'published', unpublishedChanges: 0, version: changed.version + 1 });
  });
});

describe('who may read and change a section', () => {
  const body = async () => {
    const sheet = await sheetOf(lecturer, section.sectionId, 2);
    return { version: sheet.version, grades: [{ studentId: sheet.entries[0]!.studentId, score: 10 }] };
  };

  test('another lecturer neither reads nor saves it: 403 SECTION_ACCESS_DENIED', async () => {
    expect(await errorOf(otherLecturer('GET', GRADING_PATHS.sheet(section.sectionId, 2)))).toMatchObject({ status: 403, code: 'SECTION_ACCESS_DENIED' });
    expect(await errorOf(save(otherLecturer, section.sectionId, 2, await body()))).toMatchObject({ status: 403, code: 'SECTION_ACCESS_DENIED' });
  });

  test("quality assurance, the department's chair and the faculty's dean's office read it but cannot save; an administrator saves", async () => {
    for (const reader of [qa, chair, deans]) {
      expect((await sheetOf(reader, section.sectionId, 2)).entries).toHaveLength(section.students);
      expect((await save(reader, section.sectionId, 2, await body())).statusCode).toBe(403);
    }
    expect((await saved(save(admin, section.sectionId, 2, await body()))).status).toBe('draft');
  });

  test('a student reads no sheet and saves nothing; anonymous is 401', async () => {
    expect((await student('GET', GRADING_PATHS.sheet(section.sectionId, 1))).statusCode).toBe(403);
    expect((await save(student, section.sectionId, 2, await body())).statusCode).toBe(403);
    expect((await app.app.inject({ method: 'GET', url: GRADING_PATHS.sheet(section.sectionId, 1) })).statusCode).toBe(401);
  });
});

describe("a student's midterms", () => {
  test('only published scores, only their own: the draft of midterm 2 and a correction not yet published stay hidden', async () => {
    const sheet = await sheetOf(lecturer, section.sectionId, 1);
    const { rows } = await sql<{ id: string }>`select id from organizational.students where user_id = ${student.userId}`.execute(root);
    const own = sheet.entries.find((entry) => entry.studentId === rows[0]!.id)!;
    const mine = (await student('GET', GRADING_PATHS.studentMidterms)).json<{ data: StudentMidterm[] }>().data;
    const here = mine.filter((one) => one.sectionId === section.sectionId);
    expect(here).toEqual([expect.objectContaining({ number: 1, score: own.publishedScore, max: 20, passMark: 10, courseCode: section.courseCode })]);
    expect(mine.every((one) => one.number === 1)).toBe(true);
    // A correction saved but not published.
    await saved(save(lecturer, section.sectionId, 1, { version: sheet.version, grades: [{ studentId: own.studentId, score: own.publishedScore === 20 ? 19.5 : 20 }] }));
    expect((await student('GET', GRADING_PATHS.studentMidterms)).json<{ data: StudentMidterm[] }>().data.find((one) => one.sectionId === section.sectionId)!.score).toBe(own.publishedScore);
    // Another student of the section sees their own score, never the demo student's.
    const other = sheet.entries.find((entry) => entry.studentId !== own.studentId && entry.publishedScore !== own.publishedScore)!;
    const { rows: theirs } = await sql<{ email: string }>`select email from organizational.students where id = ${other.studentId}`.execute(root);
    const their = (await (await demoCaller(app.app, theirs[0]!.email))('GET', GRADING_PATHS.studentMidterms)).json<{ data: StudentMidterm[] }>().data;
    expect(their.find((one) => one.sectionId === section.sectionId)!.score).toBe(other.publishedScore);
  });

  test('a period filters them; an unknown period is 404 PERIOD_NOT_FOUND; staff are 403', async () => {
    expect((await student('GET', `${GRADING_PATHS.studentMidterms}?periodId=${section.periodId}`)).json<{ data: StudentMidterm[] }>().data.length).toBeGreaterThan(0);
    expect(await errorOf(student('GET', `${GRADING_PATHS.studentMidterms}?periodId=${randomUUID()}`))).toMatchObject({ status: 404, code: 'PERIOD_NOT_FOUND' });
    expect((await lecturer('GET', GRADING_PATHS.studentMidterms)).statusCode).toBe(403);
  });
});

describe('the staff overview', () => {
  const overview = async (caller: DemoCaller, query = '') => {
    const answer = await caller('GET', `${GRADING_PATHS.midterms}?pageSize=100${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<MidtermList>();
  };
  const count = async (filter: ReturnType<typeof sql>) =>
    (await sql<{ count: number }>`select count(*)::int as count from organizational.sections s join organizational.periods p on p.id = s.period_id and p.is_active
      join organizational.courses c on c.id = s.course_id join organizational.departments d on d.id = c.department_id where ${filter}`.execute(root)).rows[0]!.count;

  test('administrators and quality assurance: every section of the active period twice (midterm 1 and 2), never-saved ones included', async () => {
    const all = await count(sql`true`);
    for (const caller of [admin, qa]) expect((await overview(caller)).total).toBe(all * 2);
    const page = await overview(admin, `&search=${section.courseCode}`);
    const row = page.data.find((one) => one.sectionId === section.sectionId && one.number === 2)!;
    expect(row).toMatchObject({ status: 'draft', students: section.students, lecturerName: expect.any(String), courseCode: section.courseCode });
    expect(row.id).not.toBeNull();
    expect(typeof row.departmentName).toBe('string');
    expect(page.data.some((one) => one.status === 'not_created' && one.id === null)).toBe(true);
  });

  test("the chair their department's sections, the dean's office its faculty's; others 403", async () => {
    const ofChair = await count(sql`d.chair_user_id = ${chair.userId}`);
    const chaired = await overview(chair);
    expect(chaired.total).toBe(ofChair * 2);
    expect(new Set(chaired.data.map((row) => row.departmentName)).size).toBe(1);
    const ofDean = await count(sql`d.faculty_id in (select id from organizational.faculties where dean_user_id = ${deans.userId})`);
    expect(ofDean).toBeGreaterThan(ofChair);
    expect((await overview(deans)).total).toBe(ofDean * 2);
    expect((await overview(admin)).total).toBeGreaterThan(ofDean * 2);
    expect((await lecturer('GET', GRADING_PATHS.midterms)).statusCode).toBe(403);
    expect((await student('GET', GRADING_PATHS.midterms)).statusCode).toBe(403);
  });

  test('status, search, sort and paging', async () => {
    const drafts = await overview(admin, '&status=draft');
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.data.every((row) => row.status === 'draft' && row.id !== null)).toBe(true);
    expect((await overview(admin, `&status=published&search=${section.courseCode.toLowerCase()}`)).data.every((row) => row.status === 'published' && row.courseCode === section.courseCode)).toBe(true);
    // By average, highest first; those without one last.
    const averages = (await overview(admin, '&sort=average&order=desc')).data.map((row) => row.average);
    const known = averages.filter((average): average is number => average !== null);
    expect(known.length).toBeGreaterThan(0);
    expect(averages.slice(0, known.length)).toEqual([...known].sort((a, b) => b - a));
    const first = await admin('GET', `${GRADING_PATHS.midterms}?page=1&pageSize=3`);
    const second = await admin('GET', `${GRADING_PATHS.midterms}?page=2&pageSize=3`);
    expect(first.json<MidtermList>().data).toHaveLength(3);
    expect(second.json<MidtermList>()).toMatchObject({ page: 2, pageSize: 3 });
    expect(second.json<MidtermList>().data[0]).not.toEqual(first.json<MidtermList>().data[0]);
    expect((await admin('GET', `${GRADING_PATHS.midterms}?sort=name`)).statusCode).toBe(400);
  });
});

describe('the legacy batch and the aggregate', () => {
  test("a batch id is the midterm's: its section and number, for its lecturer or an administrator", async () => {
    const sheet = await sheetOf(lecturer, section.sectionId, 2);
    const expected: MidtermBatch = { id: sheet.id!, sectionId: section.sectionId, midtermNumber: 2 };
    expect((await lecturer('GET', GRADING_PATHS.batch(sheet.id!))).json()).toEqual({ data: expected });
    expect((await admin('GET', GRADING_PATHS.batch(sheet.id!))).json()).toEqual({ data: expected });
    expect(await errorOf(otherLecturer('GET', GRADING_PATHS.batch(sheet.id!)))).toMatchObject({ status: 403, code: 'SECTION_ACCESS_DENIED' });
    expect(await errorOf(lecturer('GET', GRADING_PATHS.batch(randomUUID())))).toMatchObject({ status: 404, code: 'BATCH_NOT_FOUND' });
  });

  test("a subject's sections and its aggregate: each student's saved scores and mean, each section's averages", async () => {
    const subject = (await lecturer('GET', GRADING_PATHS.subject(section.courseId))).json<{ data: SubjectMidterms }>().data;
    expect(subject.sections.map((one) => one.sectionId)).toContain(section.sectionId);
    const aggregate = (await lecturer('GET', GRADING_PATHS.aggregate(section.courseId))).json<{ data: SubjectAggregate }>().data;
    const [first, second] = await Promise.all([sheetOf(lecturer, section.sectionId, 1), sheetOf(lecturer, section.sectionId, 2)]);
    const rows = aggregate.rows.filter((row) => row.sectionId === section.sectionId);
    expect(rows).toHaveLength(section.students);
    const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
    for (const [index, row] of rows.entries()) {
      const scores = [first.entries[index]!.score, second.entries[index]!.score];
      expect(row.scores).toEqual(scores);
      expect(row.average).toBe(mean(scores.filter((score): score is number => score !== null)));
    }
    const summary = aggregate.sections.find((one) => one.sectionId === section.sectionId)!;
    expect(summary.midterms[0]!.average).toBe(mean(first.entries.map((entry) => entry.score!)));
    expect(summary.midterms[1]!.average).toBe(mean(second.entries.flatMap((entry) => (entry.score === null ? [] : [entry.score]))));
    expect(await errorOf(otherLecturer('GET', GRADING_PATHS.aggregate(section.courseId)))).toMatchObject({ status: 403, code: 'SECTION_ACCESS_DENIED' });
    expect((await chair('GET', GRADING_PATHS.aggregate(section.courseId))).statusCode).toBe(200);
    expect(await errorOf(lecturer('GET', GRADING_PATHS.subject(randomUUID())))).toMatchObject({ status: 404, code: 'SUBJECT_NOT_FOUND' });
  });
});
