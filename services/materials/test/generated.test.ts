// The test-data generator's materials (issue 15) against real Postgres with the demo university: a window built
// here (fresh ids, and one demo section so a real student and lecturer read what was made) gets each course's
// materials once, whichever window brings its sections and in what order; the syllabus is a real PDF its students
// open; nobody is told; writing again gives the same materials; removal takes exactly the run's rows and files.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import type { GeneratedActivityBody, GeneratedSection } from '@campus/contracts/generated-activity';
import type { Material } from '@campus/contracts/materials';
import { callerFor, startMaterialsTestApp, studentOf, taughtSections, type Caller, type DemoSection, type MaterialsTestApp } from './support/app.js';

let test_: MaterialsTestApp;
let lecturer: Caller;
let student: Caller;
let demo: DemoSection;

const RUN = randomUUID();
const PERIOD = { id: randomUUID(), startsOn: '2026-09-01', endsOn: '2027-01-25' };
const person = (key: string) => ({ id: randomUUID(), userId: randomUUID(), key });
const ALGEBRA = randomUUID();
const section = (key: string, number: number, over: Partial<GeneratedSection> = {}): GeneratedSection => ({
  sectionId: randomUUID(), key, courseId: ALGEBRA, courseCode: 'GEN7-ALG101', sectionNumber: number,
  courseName: { hy: 'GEN7 · Հանրահաշիվ', en: 'GEN7 · Algebra', ru: 'GEN7 · Алгебра' },
  lecturer: person(`lecturer${number}@g7.gen.campus.test`),
  students: [person(`s${number}a@g7.gen.campus.test`), person(`s${number}b@g7.gen.campus.test`)],
  weeklyClasses: [{ weekday: 1, startTime: '09:30', endTime: '10:50' }],
  ...over,
});
const algebra1 = section('GEN7-ALG101-1', 1);
const algebra2 = section('GEN7-ALG101-2', 2);
let ofDemo: GeneratedSection;

const body = (sections: GeneratedSection[]): GeneratedActivityBody => ({ runId: RUN, runNumber: 7, seed: 42, period: PERIOD, sections });
const call = (url: string, payload: object, token: string | null = test_.deps.config.serviceToken) =>
  test_.app.inject({ method: 'POST', url, payload, headers: token === null ? {} : { 'x-service-token': token } });
const write = async (sections: GeneratedSection[]) => {
  const answer = await call('/internal/materials/generated', body(sections));
  expect(answer.statusCode).toBe(200);
  return answer.json<{ counts: { materials: number } }>().counts.materials;
};
const remove = async () => {
  const answer = await call('/internal/materials/generated/remove', { runId: RUN });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ removed: { materials: number } }>().removed.materials;
};

interface GeneratedRow {
  course_id: string; generation_slot: string; name: string; description: string; type: string; upload_mode: string; link: string | null;
  embed_code: string | null; category_key: string; week_segment: string; access_level: string; section_id: string | null; semester_id: string;
  due_at: Date | null; created_by: string; author_name: string; storage_key: string | null; file_name: string | null; mime_type: string | null;
}
const generatedRows = async () =>
  (await sql<GeneratedRow>`select course_id, generation_slot, name, description, type, upload_mode, link, embed_code, category_key, week_segment, access_level,
      section_id, semester_id, due_at, created_by, author_name, storage_key, file_name, mime_type
    from materials.materials where generation_run_id = ${RUN} order by course_id, generation_slot`.execute(test_.root)).rows;
const onDisk = (key: string) => path.join(test_.deps.config.materials.storageDir, key);

beforeAll(async () => {
  test_ = await startMaterialsTestApp();
  lecturer = await callerFor(test_.app, 'lecturer@campus.test');
  [demo] = (await taughtSections(test_.root, 'lecturer@campus.test')) as [DemoSection];
  student = await callerFor(test_.app, await studentOf(test_.root, demo.sectionId));
  ofDemo = section('GEN7-DEMO-1', 1, {
    sectionId: demo.sectionId, courseId: demo.courseId, courseCode: 'GEN7-DEMO',
    courseName: { hy: 'GEN7 · Ցուցադրական դասընթաց', en: 'GEN7 · Demo course', ru: 'GEN7 · Демо-курс' },
    lecturer: { id: randomUUID(), userId: lecturer.userId, key: 'lecturer@campus.test' },
    students: [{ id: randomUUID(), userId: student.userId, key: 'student' }],
  });
}, 120_000);

afterAll(async () => {
  await test_?.close();
});

describe('generated materials', () => {
  let first: GeneratedRow[];

  test('each course gets a handful once, from its lowest section key whatever window brought it; the syllabus is a PDF in storage', async () => {
    const made = await write([algebra2, ofDemo]);
    expect(made).toBeGreaterThanOrEqual(12);
    expect(made).toBeLessThanOrEqual(18);
    // The course's other section in a later window: nothing new, the authorship goes to the lowest key.
    expect(await write([algebra1])).toBe(0);
    first = await generatedRows();
    expect(first).toHaveLength(made);
    const algebra = first.filter((row) => row.course_id === ALGEBRA);
    expect(new Set(algebra.map((row) => row.created_by))).toEqual(new Set([algebra1.lecturer.userId]));
    expect(algebra.map((row) => row.generation_slot)).toEqual(expect.arrayContaining(['syllabus', 'slides-1', 'slides-8', 'reading-1', 'video', 'homework-1']));
    for (const row of first) {
      expect(row).toMatchObject({ section_id: null, access_level: 'course', semester_id: PERIOD.id });
      expect(row.name).toContain(row.course_id === ALGEBRA ? 'GEN7 · Հանրահաշիվ' : 'GEN7 · Ցուցադրական դասընթաց');
      if (row.category_key === 'homework') {
        expect(row.due_at!.getTime()).toBeGreaterThanOrEqual(Date.parse(`${PERIOD.startsOn}T00:00:00Z`));
        expect(row.due_at!.getTime()).toBeLessThanOrEqual(Date.parse(`${PERIOD.endsOn}T23:59:59Z`));
        expect([1, 2, 3, 4, 5]).toContain(row.due_at!.getUTCDay());
      } else expect(row.due_at).toBeNull();
    }
    const syllabi = first.filter((row) => row.generation_slot === 'syllabus');
    expect(syllabi).toHaveLength(2);
    for (const syllabus of syllabi) {
      expect(syllabus).toMatchObject({ type: 'pdf', upload_mode: 'file', mime_type: 'application/pdf' });
      expect(readFileSync(onDisk(syllabus.storage_key!)).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(first.filter((row) => row.storage_key)).toHaveLength(2);
  }, 60_000);

  test("the demo section's student and lecturer read them through the API; the student opens the syllabus; nobody was told", async () => {
    const listed = (await student('GET', `/api/materials?courseId=${demo.courseId}&pageSize=100`)).json<{ data: Material[] }>().data.filter((item) => item.name.includes('GEN7'));
    expect(listed).toHaveLength(first.filter((row) => row.course_id === demo.courseId).length);
    expect(listed.every((item) => item.authorName === 'Aram Petrosyan' && item.createdBy === lecturer.userId)).toBe(true);
    const syllabus = listed.find((item) => item.uploadMode === 'file')!;
    const file = await student('GET', syllabus.filePath!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const taught = (await lecturer('GET', `/api/materials?courseId=${demo.courseId}&pageSize=100`)).json<{ data: Material[] }>().data.filter((item) => item.name.includes('GEN7'));
    expect(taught).toHaveLength(listed.length);
    const told = (await student('GET', '/api/notifications')).json<{ data: { title: string }[] }>().data.filter((item) => item.title.includes('GEN7'));
    expect(told).toEqual([]);
  });

  test('written again after removal, in the other order, the same materials by natural keys', async () => {
    const keys = first.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
    expect(await remove()).toBe(first.length);
    expect(await generatedRows()).toEqual([]);
    expect(keys.filter((key) => existsSync(onDisk(key)))).toEqual([]);
    expect(await write([algebra1])).toBeGreaterThan(0);
    await write([ofDemo, algebra2]);
    expect(await generatedRows()).toEqual(first);
  }, 60_000);

  test('removal takes exactly the run: a lecturer\'s own material and the demo\'s stay; removing again removes nothing', async () => {
    const own = await lecturer('POST', '/api/materials', { name: 'GEN7 look-alike, not generated', description: 'x', type: 'link', link: 'https://example.org', courseId: demo.courseId });
    expect(own.statusCode).toBe(201);
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from materials.materials where generation_run_id is null`.execute(test_.root)).rows[0]!.n;
    const before = await count();
    const keys = (await generatedRows()).flatMap((row) => (row.storage_key ? [row.storage_key] : []));
    expect(await remove()).toBe(first.length);
    expect(await generatedRows()).toEqual([]);
    expect(keys.filter((key) => existsSync(onDisk(key)))).toEqual([]);
    expect(await count()).toBe(before);
    expect(await remove()).toBe(0);
  });

  test('refuses a caller without the service token', async () => {
    for (const token of [null, 'not-the-token']) {
      expect((await call('/internal/materials/generated', body([algebra1]), token)).statusCode).toBe(401);
      expect((await call('/internal/materials/generated/remove', { runId: RUN }, token)).statusCode).toBe(401);
    }
    expect(await generatedRows()).toEqual([]);
  });
});
