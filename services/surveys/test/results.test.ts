// Results against real Postgres and Redis (or embedded) with auth and organizational on the demo university: the
// arithmetic against figures worked out by hand, the threshold for a section and for a roll-up, who may read what,
// the trend, and the PDFs read back with pdftotext.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ScopedSection } from '@campus/contracts/grading';
import { SURVEYS_PATHS, type EvaluationOverview, type QuestionResult, type SurveyResults, type TrendPoint } from '@campus/contracts/surveys';
import { demoCaller, type DemoCaller, type TestApp } from '@campus/kit/testing';
import { sql } from 'kysely';
import type { SurveysDatabase } from '../src/db/database.js';
import { subjectOf } from '../src/course-evaluations.js';
import { activePeriod, QUESTIONS, sectionsOf, start } from './support.js';

const run = promisify(execFile);
let app: TestApp;
let admin: DemoCaller;
let qa: DemoCaller;
let student: DemoCaller;
let lecturer: DemoCaller;
let chair: DemoCaller;
let deans: DemoCaller;
/** The demo lecturer's section, and one of another faculty taught by someone else. */
let own: ScopedSection;
let foreign: ScopedSection;
let periodId: string;
let ownSurvey: string;
let foreignSurvey: string;
let namedSurvey: string;

const db = () => app.deps.database<SurveysDatabase>('surveys');

type Answer = { question_id: string; choice?: string; choices?: string[]; value?: number; text?: string };

/** An evaluation of the section written straight to the tables (answering itself is tested in surveys.test.ts). */
async function evaluation(section: ScopedSection, anonymous = true, audienceSize = 10): Promise<string> {
  const subject = subjectOf(section);
  const row = await db().insertInto('surveys').values({
    kind: 'course_evaluation', status: 'closed', title: JSON.stringify({ hy: 'Գնահատում', en: 'Evaluation', ru: 'Оценка' }), description: JSON.stringify({ hy: '', en: '', ru: '' }),
    anonymous, sections: JSON.stringify(QUESTIONS), evaluation: JSON.stringify(subject), section_id: subject.sectionId, course_id: subject.courseId,
    lecturer_user_id: subject.lecturerId, department_id: subject.departmentId, faculty_id: subject.facultyId, academic_period_id: subject.academicPeriodId,
    audience_size: audienceSize, created_by: admin.userId, opens_at: new Date(Date.now() - 86_400_000), closes_at: new Date(Date.now() - 3_600_000),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One person's submission: a response row and their answers (no user on the answers, as an anonymous survey keeps them). */
async function respond(surveyId: string, answers: Answer[]): Promise<void> {
  await db().insertInto('responses').values({ survey_id: surveyId, user_id: randomUUID() }).execute();
  if (answers.length) await db().insertInto('answers').values(answers.map((answer) => ({ survey_id: surveyId, question_id: answer.question_id, choice: answer.choice ?? null, choices: answer.choices ?? null, value: answer.value ?? null, text: answer.text ?? null, user_id: null }))).execute();
}

const agree = (value: number): Answer => ({ question_id: 'agree', value });

async function resultsOf(caller: DemoCaller, surveyId: string) {
  const answer = await caller('GET', SURVEYS_PATHS.results(surveyId));
  return { status: answer.statusCode, code: answer.json<{ code?: string }>().code, data: answer.json<{ data: SurveyResults }>().data };
}

async function overview(caller: DemoCaller, query: string): Promise<EvaluationOverview> {
  const answer = await caller('GET', `${SURVEYS_PATHS.evaluations}?academicPeriodId=${periodId}${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: EvaluationOverview }>().data;
}

async function pdfText(caller: DemoCaller, url: string): Promise<string> {
  const answer = await caller('GET', url);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  const folder = await mkdtemp(join(tmpdir(), 'survey-results-'));
  try {
    await writeFile(join(folder, 'results.pdf'), answer.rawPayload);
    return (await run('pdftotext', ['-layout', join(folder, 'results.pdf'), '-'])).stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  app = await start();
  [admin, qa, student, lecturer, chair, deans] = (await Promise.all(['admin', 'qa', 'student', 'lecturer', 'chair', 'deans'].map((name) => demoCaller(app.app, `${name}@campus.test`)))) as [DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller];
  periodId = (await activePeriod(app)).id;
  const sections = await sectionsOf(app, periodId);
  own = sections.find((one) => one.lecturerUserId === lecturer.userId && one.students > 0)!;
  foreign = sections.find((one) => one.facultyId !== own.facultyId && one.lecturerUserId !== lecturer.userId && one.students > 0)!;
  if (!own || !foreign) throw new Error('the demo university has no section of the demo lecturer, or none of another faculty');

  // The demo's evaluations (open, unanswered) would join the roll-ups: this test's own are the only ones.
  await db().deleteFrom('surveys').where('kind', '=', 'course_evaluation').execute();

  // Hand-worked: agree 1,2,4,5,5 → mean 3.4, sample deviation √(13.2/4) = 1.82; rate 10,7,7,0 (one skipped) → mean 6,
  // deviation √(54/3) = 4.24; pick a,a,b; many {x,y},{x},{z},{x,z}; two texts.
  ownSurvey = await evaluation(own);
  await respond(ownSurvey, [agree(1), { question_id: 'rate', value: 10 }, { question_id: 'pick', choice: 'a' }, { question_id: 'many', choices: ['x', 'y'] }, { question_id: 'say', text: 'one' }]);
  await respond(ownSurvey, [agree(2), { question_id: 'rate', value: 7 }, { question_id: 'pick', choice: 'a' }, { question_id: 'many', choices: ['x'] }, { question_id: 'say', text: 'two' }]);
  await respond(ownSurvey, [agree(4), { question_id: 'rate', value: 7 }, { question_id: 'pick', choice: 'b' }, { question_id: 'many', choices: ['z'] }]);
  await respond(ownSurvey, [agree(5), { question_id: 'rate', value: 0 }, { question_id: 'many', choices: ['x', 'z'] }]);
  await respond(ownSurvey, [agree(5)]);

  // Another faculty's section: four answers, so its results and its faculty's are withheld until a fifth.
  foreignSurvey = await evaluation(foreign, true, 8);
  for (const value of [2, 3, 3, 4]) await respond(foreignSurvey, [agree(value)]);

  // A named evaluation with two answers: its managers see the figures, its lecturer does not.
  namedSurvey = await evaluation(own, false, 10);
  await db().updateTable('surveys').set({ template_id: null }).where('id', '=', namedSurvey).execute();
  for (const value of [4, 5]) await respond(namedSurvey, [agree(value)]);
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('arithmetic', () => {
  test('counts and percentages of every option and scale value (zeros included), means, deviations and texts match the hand-worked figures', async () => {
    const { status, data } = await resultsOf(qa, ownSurvey);
    expect(status).toBe(200);
    expect(data).toMatchObject({ responses: 5, audienceSize: 10, responseRate: 50, minResponses: 5, withheld: false });
    const question = (id: string) => data.questions.find((one) => one.questionId === id)!;
    const bars = (one: QuestionResult) => one.bars.map((bar) => [bar.key, bar.count, bar.percent]);
    expect(data.questions.map((one) => one.questionId)).toEqual(['agree', 'rate', 'pick', 'many', 'say']);
    expect(question('agree')).toMatchObject({ answered: 5, mean: 3.4, deviation: 1.82, texts: [] });
    expect(bars(question('agree'))).toEqual([['1', 1, 20], ['2', 1, 20], ['3', 0, 0], ['4', 1, 20], ['5', 2, 40]]);
    expect(question('rate')).toMatchObject({ answered: 4, mean: 6, deviation: 4.24 });
    expect(bars(question('rate'))).toEqual([['0', 1, 25], ['1', 0, 0], ['2', 0, 0], ['3', 0, 0], ['4', 0, 0], ['5', 0, 0], ['6', 0, 0], ['7', 2, 50], ['8', 0, 0], ['9', 0, 0], ['10', 1, 25]]);
    expect(question('pick')).toMatchObject({ answered: 3, mean: null, deviation: null });
    expect(bars(question('pick'))).toEqual([['a', 2, 66.7], ['b', 1, 33.3]]);
    // Options carry their texts (a lecturer cannot read the survey itself); scale values do not.
    expect(question('pick').bars.every((bar) => typeof bar.text?.en === 'string')).toBe(true);
    expect(question('agree').bars.some((bar) => 'text' in bar)).toBe(false);
    expect(question('many').answered).toBe(4);
    expect(bars(question('many'))).toEqual([['x', 3, 75], ['y', 1, 25], ['z', 2, 50]]);
    expect(question('say')).toMatchObject({ answered: 2, bars: [], mean: null });
    expect([...question('say').texts].sort()).toEqual(['one', 'two']);
  });

  test('an evaluation row has the agreement mean of its answers; a faculty roll-up sums its sections exactly', async () => {
    const data = await overview(qa, `&facultyId=${own.facultyId}`);
    const row = data.sections.find((one) => one.surveyId === ownSurvey)!;
    expect(row).toMatchObject({ responses: 5, audienceSize: 10, responseRate: 50, withheld: false, agreementMean: 3.4 });
    expect(row.subject.sectionId).toBe(own.sectionId);
    expect(row.programNames.length).toBeGreaterThan(0);
    // The faculty: this section (5 answers, 17) and the named one (2 answers, 9) → 26 / 7 = 3.71, 7 of 20 responded.
    const faculty = data.faculties.find((one) => one.id === own.facultyId)!;
    expect(faculty).toMatchObject({ surveys: 2, responses: 7, audienceSize: 20, responseRate: 35, agreementMean: 3.71 });
    expect(faculty.name).not.toBe('');
    expect(data.sections.every((one) => one.subject.facultyId === own.facultyId)).toBe(true);
    // Each program counts its students' share of the section (both evaluations are of it): its audience is its own
    // students there, its responses and mean that share of the section's.
    const { rows } = await sql<{ program_id: string; n: number }>`select s.program_id, count(*)::int as n from organizational.enrollments e
      join organizational.students s on s.id = e.student_id where e.section_id = ${own.sectionId} and s.program_id is not null group by s.program_id`.execute(app.deps.database('organizational'));
    const { rows: [all] } = await sql<{ n: number }>`select count(*)::int as n from organizational.enrollments where section_id = ${own.sectionId}`.execute(app.deps.database('organizational'));
    expect(data.programs.map((program) => program.id).sort()).toEqual(rows.map((row) => row.program_id).sort());
    for (const { program_id, n } of rows) {
      const responses = Math.round((7 * n) / all!.n);
      expect(data.programs.find((program) => program.id === program_id)).toMatchObject({ surveys: 2, audienceSize: 2 * n, responses, agreementMean: responses < 5 ? null : 3.71 });
    }
  });
});

describe('the threshold', () => {
  test('four answers withhold a section and its faculty; the fifth shows them', async () => {
    const hidden = await resultsOf(qa, foreignSurvey);
    expect(hidden.data).toMatchObject({ responses: 4, withheld: true, questions: [] });
    let data = await overview(admin, `&facultyId=${foreign.facultyId}`);
    expect(data.sections.find((one) => one.surveyId === foreignSurvey)).toMatchObject({ responses: 4, withheld: true, agreementMean: null });
    expect(data.faculties).toEqual([expect.objectContaining({ id: foreign.facultyId, responses: 4, agreementMean: null })]);

    await respond(foreignSurvey, [agree(5)]);
    const shown = await resultsOf(qa, foreignSurvey);
    expect(shown.data).toMatchObject({ responses: 5, withheld: false, responseRate: 62.5 });
    expect(shown.data.questions[0]).toMatchObject({ questionId: 'agree', mean: 3.4, deviation: 1.14 });
    data = await overview(admin, `&facultyId=${foreign.facultyId}`);
    expect(data.sections.find((one) => one.surveyId === foreignSurvey)).toMatchObject({ responses: 5, withheld: false, agreementMean: 3.4 });
    expect(data.faculties).toEqual([expect.objectContaining({ id: foreign.facultyId, responses: 5, audienceSize: 8, agreementMean: 3.4 })]);
  });

  test('a named survey under the threshold: managers see its figures, its lecturer does not', async () => {
    expect((await resultsOf(admin, namedSurvey)).data).toMatchObject({ responses: 2, withheld: false });
    expect((await resultsOf(qa, namedSurvey)).data.questions[0]).toMatchObject({ mean: 4.5 });
    expect((await resultsOf(lecturer, namedSurvey)).data).toMatchObject({ responses: 2, withheld: true, questions: [] });
  });
});

describe('who reads what', () => {
  test('a lecturer reads their own section\'s evaluation and not another\'s (403 RESULTS_ACCESS_DENIED); the overview lists only theirs', async () => {
    expect((await resultsOf(lecturer, ownSurvey)).status).toBe(200);
    expect(await resultsOf(lecturer, foreignSurvey)).toMatchObject({ status: 403, code: 'RESULTS_ACCESS_DENIED' });
    const data = await overview(lecturer, '');
    expect(data.sections.length).toBeGreaterThan(0);
    expect(data.sections.every((one) => one.subject.lecturerId === lecturer.userId || one.subject.sectionId === own.sectionId)).toBe(true);
  });

  test('a chair and the dean\'s office of another faculty are refused; quality assurance and admin read all; a student reads nothing', async () => {
    expect(await resultsOf(chair, foreignSurvey)).toMatchObject({ status: 403, code: 'RESULTS_ACCESS_DENIED' });
    expect(await resultsOf(deans, foreignSurvey)).toMatchObject({ status: 403, code: 'RESULTS_ACCESS_DENIED' });
    expect((await resultsOf(deans, ownSurvey)).status).toBe(own.facultyId === foreign.facultyId ? 403 : 200);
    expect((await resultsOf(qa, foreignSurvey)).status).toBe(200);
    expect((await resultsOf(admin, ownSurvey)).status).toBe(200);
    expect(await resultsOf(student, ownSurvey)).toMatchObject({ status: 403, code: 'RESULTS_ACCESS_DENIED' });
    const refused = await student('GET', `${SURVEYS_PATHS.evaluations}?academicPeriodId=${periodId}`);
    expect(refused.statusCode).toBe(403);
    expect((await overview(deans, '')).sections.some((one) => one.surveyId === foreignSurvey)).toBe(false);
    expect((await overview(chair, '')).sections.some((one) => one.surveyId === foreignSurvey)).toBe(false);
  });

  test('a plain survey\'s results are its managers\' only', async () => {
    const plain = await evaluation(own);
    await db().updateTable('surveys').set({ kind: 'survey', section_id: null, template_id: null }).where('id', '=', plain).execute();
    expect((await resultsOf(lecturer, plain)).status).toBe(403);
    expect((await resultsOf(qa, plain)).status).toBe(200);
    await db().deleteFrom('surveys').where('id', '=', plain).execute();
  });
});

describe('the trend', () => {
  test('per term: the lecturer\'s evaluations with responses, rate and agreement mean', async () => {
    const answer = await qa('GET', `${SURVEYS_PATHS.trend}?lecturerId=${lecturer.userId}`);
    expect(answer.statusCode).toBe(200);
    const points = answer.json<{ data: TrendPoint[] }>().data;
    expect(points).toEqual([expect.objectContaining({ academicPeriodId: periodId, surveys: 2, responses: 7, responseRate: 35, agreementMean: 3.71 })]);
    expect(points[0]!.periodName).not.toBe('');
  });
});

describe('PDFs', () => {
  test('a survey\'s results in English and Armenian, read back', async () => {
    const english = await pdfText(qa, `${SURVEYS_PATHS.resultsPdf(ownSurvey)}?lang=en`);
    expect(english).toContain('Evaluation');
    expect(english).toContain('Responses: 5 of 10 (50.0 %)');
    expect(english).toContain('Mean 3.40, standard deviation 1.82');
    expect(english).toContain('Clear en');
    expect(english).toMatch(/A en\s+2\s+66\.7 %/);
    const armenian = await pdfText(qa, `${SURVEYS_PATHS.resultsPdf(ownSurvey)}?lang=hy`);
    expect(armenian).toContain('Գնահատում');
    expect(armenian).toContain('Պատասխաններ՝ 5 / 10');
    const withheld = await pdfText(lecturer, `${SURVEYS_PATHS.resultsPdf(namedSurvey)}?lang=en`);
    expect(withheld).toContain('withheld until at least 5 people');
  });

  test('the term\'s evaluations in Russian, read back', async () => {
    const russian = await pdfText(qa, `${SURVEYS_PATHS.evaluationsPdf}?academicPeriodId=${periodId}&facultyId=${own.facultyId}&lang=ru`);
    expect(russian).toContain('Оценка курсов');
    expect(russian).toContain('По факультетам');
    expect(russian).toContain(own.courseCode);
    expect((await student('GET', `${SURVEYS_PATHS.evaluationsPdf}?academicPeriodId=${periodId}&lang=ru`)).statusCode).toBe(403);
  });
});
