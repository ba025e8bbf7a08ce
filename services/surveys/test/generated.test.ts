// The test-data generator's course evaluations (issue 15, contracts/generated-activity.ts), against real Postgres
// and Redis (or embedded) with auth, organizational and notifications on the demo university. A window is built here
// from demo sections that have no evaluation yet (surveys asks organizational for a section's department, faculty
// and lecturer, so the sections must exist there), plus one section organizational does not know. Written: open,
// anonymous evaluations whose answers keep what a real submit keeps, seen by a generated student through the API;
// the jobs tell nobody; written again after removal: the same content by natural keys; removed: nothing of the run
// left, everything else as it was; and only the service token may call.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { generatedActivityPaths, type GeneratedActivityBody, type GeneratedActivityResponse, type GeneratedSection, type RemoveGeneratedActivityResponse } from '@campus/contracts/generated-activity';
import { SURVEYS_PATHS, type MySurvey } from '@campus/contracts/surveys';
import type { ServiceDeps } from '@campus/kit';
import type { TestApp } from '@campus/kit/testing';
import { sql } from 'kysely';
import type { SurveysDatabase } from '../src/db/database.js';
import { handleOpen, handleRemind } from '../src/jobs/survey-jobs.js';
import { activePeriod, rosterOf, sectionsOf, start, studentCaller } from './support.js';

const PATHS = generatedActivityPaths('surveys');
let app: TestApp;
let body: GeneratedActivityBody;

const db = () => app.deps.database<SurveysDatabase>('surveys');
const write = (runBody: GeneratedActivityBody) => app.deps.services.request<GeneratedActivityResponse>('surveys', { method: 'POST', path: PATHS.write, body: runBody, timeoutMs: 120_000 });
const remove = (runId: string) => app.deps.services.request<RemoveGeneratedActivityResponse>('surveys', { method: 'POST', path: PATHS.remove, body: { runId } });

beforeAll(async () => {
  app = await start();
  const period = await activePeriod(app);
  const evaluated = new Set((await db().selectFrom('surveys').select('section_id').where('kind', '=', 'course_evaluation').execute()).map((row) => row.section_id));
  const sections: GeneratedSection[] = [];
  for (const section of await sectionsOf(app, period.id)) {
    if (evaluated.has(section.sectionId) || section.lecturerUserId === null) continue;
    const students = (await rosterOf(app, section.sectionId)).filter((one) => one.userId);
    if (students.length < 5) continue;
    sections.push({
      sectionId: section.sectionId,
      key: `${section.courseCode}-${section.sectionNumber}`,
      courseId: section.courseId,
      courseCode: section.courseCode,
      courseName: section.courseName,
      sectionNumber: Number(section.sectionNumber) || 1,
      lecturer: { id: randomUUID(), userId: section.lecturerUserId, key: `lecturer-${section.sectionId}` },
      students: students.map((one) => ({ id: one.studentId, userId: one.userId!, key: one.studentNumber ?? one.studentId })),
      weeklyClasses: [{ weekday: 2, startTime: '09:30', endTime: '10:50' }],
    });
    if (sections.length === 3) break;
  }
  expect(sections).toHaveLength(3);
  const unknown: GeneratedSection = { ...sections[0]!, sectionId: randomUUID(), key: 'NOWHERE-1' };
  body = { runId: randomUUID(), runNumber: 7, seed: 42, period: { id: period.id, startsOn: '2026-09-01', endsOn: '2027-01-31' }, sections: [...sections, unknown] };
}, 180_000);

afterAll(async () => {
  await app?.close();
});

/** What the run wrote, by natural keys (section, person, question), without ids, times of writing or order. */
async function contentOf(runId: string) {
  const surveys = await db().selectFrom('surveys').select(['id', 'section_id', 'status', 'anonymous', 'title', 'sections', 'audience_size', 'opens_at', 'closes_at']).where('generation_run_id', '=', runId).orderBy('section_id').execute();
  const ids = surveys.map((one) => one.id);
  const [members, responses, answers] = ids.length
    ? await Promise.all([
        db().selectFrom('audience_members').select(['survey_id', 'user_id']).where('survey_id', 'in', ids).execute(),
        db().selectFrom('responses').select(['survey_id', 'user_id', sql<string>`submitted_on::text`.as('day')]).where('survey_id', 'in', ids).execute(),
        db().selectFrom('answers').selectAll().where('survey_id', 'in', ids).execute(),
      ])
    : [[], [], []];
  return surveys.map(({ id, ...survey }) => ({
    ...survey,
    members: members.filter((one) => one.survey_id === id).map((one) => one.user_id).sort(),
    responses: responses.filter((one) => one.survey_id === id).map((one) => `${one.user_id} ${one.day}`).sort(),
    answers: answers.filter((one) => one.survey_id === id).map(({ survey_id: _survey, ...rest }) => JSON.stringify(rest)).sort(),
  }));
}

/** Everything not of the run: each table's rows counted. */
async function othersCounted(runId: string) {
  const { rows } = await sql<{ surveys: string; members: string; responses: string; answers: string }>`
    select (select count(*) from surveys.surveys where generation_run_id is distinct from ${runId}) as surveys,
      (select count(*) from surveys.audience_members m join surveys.surveys s on s.id = m.survey_id where s.generation_run_id is distinct from ${runId}) as members,
      (select count(*) from surveys.responses r join surveys.surveys s on s.id = r.survey_id where s.generation_run_id is distinct from ${runId}) as responses,
      (select count(*) from surveys.answers a join surveys.surveys s on s.id = a.survey_id where s.generation_run_id is distinct from ${runId}) as answers`.execute(db());
  return rows[0];
}

describe('generated course evaluations', () => {
  let written: GeneratedActivityResponse;
  let before: Awaited<ReturnType<typeof othersCounted>>;
  let first: Awaited<ReturnType<typeof contentOf>>;

  beforeAll(async () => {
    before = await othersCounted(body.runId);
    written = await write(body);
    first = await contentOf(body.runId);
  }, 120_000);

  test('each known section with students gets an open anonymous evaluation, answered by most of its students', async () => {
    const students = body.sections.slice(0, 3).reduce((sum, section) => sum + section.students.length, 0);
    expect(written.counts.courseEvaluations).toBe(3);
    expect(written.counts.evaluationResponses).toBeGreaterThan(students * 0.4);
    expect(written.counts.evaluationResponses).toBeLessThan(students);
    const rows = await db().selectFrom('surveys').selectAll().where('generation_run_id', '=', body.runId).execute();
    expect(rows).toHaveLength(3);
    const now = Date.now();
    for (const row of rows) {
      const section = body.sections.find((one) => one.sectionId === row.section_id)!;
      expect(row).toMatchObject({ kind: 'course_evaluation', status: 'open', anonymous: true, generated: true, opened_notified: true, reminded: true, audience_size: section.students.length });
      expect(row.opens_at!.getTime()).toBeLessThan(now);
      expect(row.closes_at!.getTime()).toBeGreaterThan(now + 6 * 86_400_000);
      expect(row.title.en).toContain(section.courseCode);
      expect(row.evaluation).toMatchObject({ sectionId: section.sectionId, lecturerId: section.lecturer.userId, courseCode: section.courseCode });
    }
    const answers = await db().selectFrom('answers').selectAll().where('survey_id', 'in', rows.map((row) => row.id)).execute();
    expect(answers.length).toBe(written.counts.evaluationAnswers);
    // As a real anonymous answer: no person on any answer row.
    expect(answers.filter((answer) => answer.user_id !== null)).toEqual([]);
    const agreements = answers.filter((answer) => ['clarity', 'organisation', 'engagement', 'availability', 'fairness', 'materials', 'workload'].includes(answer.question_id)).map((answer) => answer.value!);
    expect(agreements.every((value) => value >= 1 && value <= 5)).toBe(true);
    expect(agreements.reduce((sum, value) => sum + value, 0) / agreements.length).toBeGreaterThan(3);
    expect(answers.filter((answer) => answer.question_id === 'overall').every((answer) => answer.value! >= 0 && answer.value! <= 10)).toBe(true);
    // Responses keep the day only, from the opening to today.
    const { rows: days } = await sql<{ day: string; opens: string }>`select r.submitted_on::text as day, s.opens_at::date::text as opens from surveys.responses r join surveys.surveys s on s.id = r.survey_id where s.generation_run_id = ${body.runId}`.execute(db());
    const today = new Date().toISOString().slice(0, 10);
    expect(days.every((one) => one.day >= one.opens && one.day <= today)).toBe(true);
  });

  test('a generated student who answered sees it submitted; one who has not can still answer', async () => {
    const survey = await db().selectFrom('surveys').select(['id', 'section_id']).where('generation_run_id', '=', body.runId).orderBy('section_id').executeTakeFirstOrThrow();
    const section = body.sections.find((one) => one.sectionId === survey.section_id)!;
    const answered = new Set((await db().selectFrom('responses').select('user_id').where('survey_id', '=', survey.id).execute()).map((row) => row.user_id));
    const done = section.students.find((student) => answered.has(student.userId))!;
    const waiting = section.students.find((student) => !answered.has(student.userId))!;
    const doneCaller = await studentCaller(app, done.userId);
    const listed = (await doneCaller('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data.find((one) => one.id === survey.id);
    expect(listed).toMatchObject({ state: 'submitted', anonymous: true });
    const waitingCaller = await studentCaller(app, waiting.userId);
    expect((await waitingCaller('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data.find((one) => one.id === survey.id)).toMatchObject({ state: 'not_started' });
    const answers = [
      ...['clarity', 'organisation', 'engagement', 'availability', 'fairness', 'materials', 'workload'].map((questionId) => ({ questionId, value: 4 })),
      { questionId: 'overall', value: 8 },
    ];
    expect((await waitingCaller('POST', SURVEYS_PATHS.submit(survey.id), { answers })).statusCode).toBe(201);
  });

  test('the open and remind jobs tell no generated audience', async () => {
    const told: string[] = [];
    const spying: ServiceDeps = {
      ...app.deps,
      services: {
        ...app.deps.services,
        request: (service: string, ...rest: unknown[]) => {
          told.push(service);
          return (app.deps.services.request as (...args: unknown[]) => Promise<unknown>)(service, ...rest);
        },
      } as ServiceDeps['services'],
    };
    const rows = await db().selectFrom('surveys').select(['id', 'opens_at', 'closes_at']).where('generation_run_id', '=', body.runId).execute();
    for (const row of rows) {
      await handleOpen(spying, db(), { surveyId: row.id, at: row.opens_at!.toISOString() });
      await handleRemind(spying, db(), { surveyId: row.id, at: row.closes_at!.toISOString() });
    }
    expect(told).toEqual([]);
  });

  test('removed and written again: the same content; removed: nothing of the run left, the rest as it was', async () => {
    const removed = await remove(body.runId);
    // One response more than written: the student who answered above.
    expect(removed.removed).toMatchObject({ courseEvaluations: 3, evaluationResponses: written.counts.evaluationResponses! + 1 });
    expect(await contentOf(body.runId)).toEqual([]);
    expect(await othersCounted(body.runId)).toEqual(before);

    expect(await write(body)).toEqual(written);
    expect(await contentOf(body.runId)).toEqual(first);

    expect(await remove(body.runId)).toEqual({ removed: { courseEvaluations: 3, evaluationResponses: written.counts.evaluationResponses, evaluationAnswers: written.counts.evaluationAnswers } });
    expect(await contentOf(body.runId)).toEqual([]);
    expect(await othersCounted(body.runId)).toEqual(before);
    expect(await remove(body.runId)).toEqual({ removed: { courseEvaluations: 0, evaluationResponses: 0, evaluationAnswers: 0 } });
  }, 120_000);

  test('only the service token may call', async () => {
    for (const url of [PATHS.write, PATHS.remove]) {
      const answer = await app.app.inject({ method: 'POST', url, payload: url === PATHS.write ? body : { runId: body.runId } });
      expect(answer.statusCode).toBe(401);
    }
  });
});
