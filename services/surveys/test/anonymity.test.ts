// Anonymity and the notices, against real Postgres and Redis (or embedded) with auth, organizational and
// notifications on the demo university. After several people answer an anonymous survey, every surveys API is called
// as an administrator and every join between the tables of the surveys schema (each pair of columns, compared as
// text) is tried: none may tie an answer to a person. The jobs tell the audience once when a survey opens and remind
// once those who have not answered.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { RosterStudent } from '@campus/contracts/attendance';
import { SURVEYS_PATHS, type Survey } from '@campus/contracts/surveys';
import { demoCaller, type DemoCaller, type TestApp } from '@campus/kit/testing';
import { sql } from 'kysely';
import type { SurveysDatabase } from '../src/db/database.js';
import { closeSurveyJob, openSurveyJob, remindSurveyJob, reminderTime } from '../src/jobs/survey-jobs.js';
import { activePeriod, eventually, fullAnswers, HOUR, rosterOf, scheduled, sectionsOf, start, studentCaller } from './support.js';

let app: TestApp;
let admin: DemoCaller;
let respondents: DemoCaller[];
let sectionId: string;
let roster: RosterStudent[];

const db = () => app.deps.database<SurveysDatabase>('surveys');

beforeAll(async () => {
  app = await start();
  admin = await demoCaller(app.app, 'admin@campus.test');
  const period = await activePeriod(app);
  for (const section of await sectionsOf(app, period.id)) {
    const students = (await rosterOf(app, section.sectionId)).filter((one) => one.userId);
    if (students.length >= 6) {
      sectionId = section.sectionId;
      roster = students;
      break;
    }
  }
  respondents = await Promise.all(roster.slice(0, 4).map((one) => studentCaller(app, one.userId!)));
}, 180_000);

afterAll(async () => {
  await app?.close();
});

/** Every string value anywhere in a JSON answer. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('anonymity', () => {
  let survey: Survey;

  beforeAll(async () => {
    survey = await scheduled(admin, { audience: [{ kind: 'section', id: sectionId }] });
    // Two save a draft first, so drafts existed and were deleted.
    for (const [index, respondent] of respondents.entries()) {
      if (index < 2) expect((await respondent('PUT', SURVEYS_PATHS.draft(survey.id), { answers: fullAnswers(index).slice(0, 2) })).statusCode).toBe(200);
      expect((await respondent('POST', SURVEYS_PATHS.submit(survey.id), { answers: fullAnswers(index) })).statusCode).toBe(201);
    }
  });

  test('the stored answers carry no user, no time and no order; drafts are gone; who answered is kept by day only', async () => {
    const answers = await db().selectFrom('answers').selectAll().where('survey_id', '=', survey.id).execute();
    expect(answers).toHaveLength(respondents.length * 5);
    expect(answers.every((row) => row.user_id === null)).toBe(true);
    const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns where table_schema = 'surveys' and table_name = 'answers'`.execute(db());
    expect(columns.map((column) => column.data_type)).not.toEqual(expect.arrayContaining([expect.stringMatching(/timestamp|date|serial|bigint/)]));
    const { rows: defaults } = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_schema = 'surveys' and table_name = 'answers' and column_default is not null`.execute(db());
    expect(defaults).toEqual([]);
    expect(await db().selectFrom('drafts').selectAll().where('survey_id', '=', survey.id).execute()).toEqual([]);
    const responses = await db().selectFrom('responses').selectAll().where('survey_id', '=', survey.id).execute();
    expect(responses.map((row) => row.user_id).sort()).toEqual(respondents.map((one) => one.userId).sort());
    const { rows: types } = await sql<{ data_type: string }>`select data_type from information_schema.columns where table_schema = 'surveys' and table_name = 'responses' and column_name = 'submitted_on'`.execute(db());
    expect(types[0]!.data_type).toBe('date');
  });

  test('no join between the tables of the surveys schema, on any pair of columns, ties an answer to fewer people than all who answered', async () => {
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns where table_schema = 'surveys' order by table_name, ordinal_position`.execute(db());
    const answerColumns = columns.filter((column) => column.table_name === 'answers');
    // The tables that name people, by the column that does.
    const people = columns.filter((column) => column.column_name === 'user_id' || column.column_name === 'created_by' || column.column_name === 'lecturer_user_id');
    let tried = 0;
    for (const person of people) {
      for (const left of answerColumns) {
        for (const right of columns.filter((column) => column.table_name === person.table_name)) {
          if (left.column_name === 'survey_id' && right.column_name === (person.table_name === 'surveys' ? 'id' : 'survey_id')) continue;
          tried += 1;
          // For each answer row of the survey, the respondents this join reaches from it: some but not all would
          // single people out (a chance match that reaches someone else, e.g. a value equal to a version, is no tie).
          const { rows } = await sql<{ reached: string }>`
            select count(distinct p.${sql.ref(person.column_name)})::text as reached
            from surveys.answers a join ${sql.table(`surveys.${person.table_name}`)} p on a.${sql.ref(left.column_name)}::text = p.${sql.ref(right.column_name)}::text
            where a.survey_id = ${survey.id} and p.${sql.ref(person.column_name)}::text in (${sql.join(respondents.map((one) => one.userId))})
            group by a.ctid`.execute(db());
          const singling = rows.filter((row) => Number(row.reached) > 0 && Number(row.reached) < respondents.length).length;
          expect([`answers.${left.column_name} = ${person.table_name}.${right.column_name}`, singling]).toEqual([`answers.${left.column_name} = ${person.table_name}.${right.column_name}`, 0]);
        }
      }
      // Joined only by the survey, an answer reaches the whole audience or every respondent alike: no one in particular.
      if (person.table_name === 'responses') {
        const { rows } = await sql<{ reached: string }>`
          select count(distinct r.user_id)::text as reached from surveys.answers a join surveys.responses r on r.survey_id = a.survey_id where a.survey_id = ${survey.id} group by a.ctid`.execute(db());
        expect(new Set(rows.map((row) => Number(row.reached)))).toEqual(new Set([respondents.length]));
      }
    }
    expect(tried).toBeGreaterThan(50);
  });

  test('no surveys call an administrator can make answers a respondent together with an answer', async () => {
    const document = (await app.app.inject({ method: 'GET', url: '/api/surveys/docs' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const reads = Object.entries(document.paths ?? {}).filter(([path, operations]) => path.startsWith('/api/surveys') && 'get' in operations).map(([path]) => path);
    expect(reads.length).toBeGreaterThanOrEqual(4);
    const respondentIds = new Set(respondents.map((one) => one.userId));
    const texts = fullAnswers(0).concat(fullAnswers(1), fullAnswers(2), fullAnswers(3)).flatMap((answer) => (answer.text ? [answer.text] : []));
    for (const path of reads) {
      const url = path.replace('{id}', survey.id);
      const answer = await admin('GET', url);
      const strings = answer.statusCode === 200 && answer.headers['content-type']?.toString().includes('json') ? stringsOf(answer.json()) : [answer.body];
      const names = strings.filter((value) => respondentIds.has(value));
      const said = strings.filter((value) => texts.some((one) => value.includes(one)));
      // An answer may list what was said (results) or who may answer, never both.
      expect([url, names.length > 0 && said.length > 0]).toEqual([url, false]);
    }
  });

  test('closing rewrites the answers in a random order, still without a person', async () => {
    const before = await db().selectFrom('answers').select(['question_id', 'value', 'text']).where('survey_id', '=', survey.id).execute();
    const closed = (await admin('POST', SURVEYS_PATHS.close(survey.id))).json<{ data: Survey }>().data;
    await app.deps.jobs.enqueue(closeSurveyJob, { v: 1, surveyId: survey.id, at: closed.closesAt! });
    await eventually(async () => (await db().selectFrom('surveys').select('status').where('id', '=', survey.id).executeTakeFirstOrThrow()).status === 'closed' && (await app.deps.jobs.depth()) === 0);
    const after = await db().selectFrom('answers').selectAll().where('survey_id', '=', survey.id).execute();
    const key = (row: { question_id: string; value: number | null; text: string | null }) => `${row.question_id}:${row.value}:${row.text}`;
    expect(after.map(key).sort()).toEqual(before.map(key).sort());
    expect(after.every((row) => row.user_id === null)).toBe(true);
  });
});

describe('notices', () => {
  interface Told {
    type: string;
    link?: string;
    i18n?: { key: string; params: Record<string, string> };
  }
  const toldOf = async (caller: DemoCaller, surveyId: string, key: string) =>
    (await caller('GET', '/api/notifications?pageSize=100')).json<{ data: Told[] }>().data.filter((item) => item.i18n?.key === key && item.link === `/surveys/${surveyId}`);

  test('when a survey opens its audience is told once; the reminder reaches once those who have not answered', async () => {
    const survey = await scheduled(admin, { audience: [{ kind: 'section', id: sectionId }], title: { hy: 'Ծանուցման հարցում', en: 'Notice survey', ru: 'Опрос уведомления' } });
    const [first, second] = respondents as [DemoCaller, DemoCaller];
    const opened = await eventually(async () => {
      const told = await toldOf(first, survey.id, 'surveyOpened');
      return told.length ? told : undefined;
    });
    expect(opened).toEqual([expect.objectContaining({ type: 'survey', i18n: { key: 'surveyOpened', params: expect.objectContaining({ titleEn: 'Notice survey', titleHy: 'Ծանուցման հարցում', titleRu: 'Опрос уведомления' }) } })]);
    // Queued again (a retry, a restart): nobody is told twice.
    await app.deps.jobs.enqueue(openSurveyJob, { v: 1, surveyId: survey.id, at: survey.opensAt! });
    await eventually(async () => (await app.deps.jobs.depth()) === 0);
    expect(await toldOf(first, survey.id, 'surveyOpened')).toHaveLength(1);

    expect((await first('POST', SURVEYS_PATHS.submit(survey.id), { answers: fullAnswers(5) })).statusCode).toBe(201);
    for (let round = 0; round < 2; round += 1) await app.deps.jobs.enqueue(remindSurveyJob, { v: 1, surveyId: survey.id, at: survey.closesAt! });
    await eventually(async () => ((await toldOf(second, survey.id, 'surveyReminder')).length > 0 && (await app.deps.jobs.depth()) === 0) || undefined);
    expect(await toldOf(second, survey.id, 'surveyReminder')).toHaveLength(1);
    expect(await toldOf(first, survey.id, 'surveyReminder')).toEqual([]);
    const row = await db().selectFrom('surveys').select(['status', 'opened_notified', 'reminded']).where('id', '=', survey.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', opened_notified: true, reminded: true });
  });

  test('the reminder goes SURVEY_REMINDER_HOURS before closing, or halfway through a shorter survey', () => {
    const opens = new Date('2026-03-01T08:00:00Z');
    expect(reminderTime(opens, new Date('2026-03-08T08:00:00Z'), 24).toISOString()).toBe('2026-03-07T08:00:00.000Z');
    expect(reminderTime(opens, new Date('2026-03-01T20:00:00Z'), 24).toISOString()).toBe('2026-03-01T14:00:00.000Z');
    expect(app.deps.config.surveys).toEqual({ minResponses: 5, reminderHours: 24 });
    void HOUR;
  });
});
