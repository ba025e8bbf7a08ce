// The surveys service against real Postgres and Redis (or embedded) with auth, organizational and notifications on
// the demo university: building and scheduling, the completeness check, versions, audience resolution through
// organizational, answering once, drafts, the course-evaluation generator and who may call what.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ScopedSection } from '@campus/contracts/grading';
import type { RosterStudent } from '@campus/contracts/attendance';
import { ORGANIZATIONAL_AUDIENCE_PATHS } from '@campus/contracts/audience';
import { ORGANIZATIONAL_SECTION_AUDIENCES_PATH, SURVEYS_PATHS, type GeneratedEvaluations, type MySurvey, type Survey, type SurveyForm, type SurveySummary } from '@campus/contracts/surveys';
import { demoCaller, type DemoCaller, type TestApp } from '@campus/kit/testing';
import type { SurveysDatabase } from '../src/db/database.js';
import { EVALUATION_TEMPLATE_TITLE } from '../src/seed.js';
import { activePeriod, fullAnswers, HOUR, rosterOf, scheduled, sectionsOf, start, studentCaller, surveyBody, text } from './support.js';

let app: TestApp;
let admin: DemoCaller;
let qa: DemoCaller;
let student: DemoCaller;
let lecturer: DemoCaller;
let chair: DemoCaller;
let deans: DemoCaller;
let section: ScopedSection;
let roster: RosterStudent[];
let outsider: DemoCaller;

const db = () => app.deps.database<SurveysDatabase>('surveys');

beforeAll(async () => {
  app = await start();
  [admin, qa, student, lecturer, chair, deans] = (await Promise.all(['admin', 'qa', 'student', 'lecturer', 'chair', 'deans'].map((name) => demoCaller(app.app, `${name}@campus.test`)))) as DemoCaller[] as [DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller];
  const period = await activePeriod(app);
  // A section of the demo student, and a student of the term who is not in it.
  for (const candidate of await sectionsOf(app, period.id)) {
    const students = await rosterOf(app, candidate.sectionId);
    if (students.some((one) => one.userId === student.userId) && students.length >= 4) {
      section = candidate;
      roster = students;
      break;
    }
  }
  if (!section) throw new Error('the demo student has no section of four or more');
  const inSection = new Set(roster.map((one) => one.userId));
  const other = (await sectionsOf(app, period.id)).find((one) => one.sectionId !== section.sectionId && one.students > 0)!;
  const stranger = (await rosterOf(app, other.sectionId)).find((one) => one.userId && !inSection.has(one.userId))!;
  outsider = await studentCaller(app, stranger.userId!);
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('building and scheduling', () => {
  test('a draft is created, changed from its version (an older one is 409 SURVEY_CHANGED), scheduled, closed early, duplicated and archived, each audited', async () => {
    const created = await admin('POST', SURVEYS_PATHS.surveys, surveyBody({ audience: [{ kind: 'section', id: section.sectionId }] }));
    expect(created.statusCode).toBe(201);
    const draft = created.json<{ data: Survey }>().data;
    expect(draft).toMatchObject({ kind: 'survey', status: 'draft', version: 0, responses: 0, audienceSize: 0 });
    expect(draft.audience).toEqual([expect.objectContaining({ kind: 'section', id: section.sectionId })]);

    const changed = await admin('PUT', SURVEYS_PATHS.survey(draft.id), { ...surveyBody({ audience: [{ kind: 'section', id: section.sectionId }], title: text('Renamed') }), kind: undefined, version: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: Survey }>().data).toMatchObject({ version: 1, title: text('Renamed') });
    const stale = await admin('PUT', SURVEYS_PATHS.survey(draft.id), { ...surveyBody(), kind: undefined, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'SURVEY_CHANGED', details: { version: 1 } });
    expect((await admin('POST', SURVEYS_PATHS.schedule(draft.id), { version: 0 })).json()).toMatchObject({ code: 'SURVEY_CHANGED' });

    const preview = await admin('GET', SURVEYS_PATHS.preview(draft.id));
    expect(preview.json<{ data: SurveyForm }>().data).toMatchObject({ state: 'not_started', draft: [], sections: draft.sections });

    const scheduledAnswer = await admin('POST', SURVEYS_PATHS.schedule(draft.id), { version: 1 });
    expect(scheduledAnswer.statusCode).toBe(200);
    const live = scheduledAnswer.json<{ data: Survey }>().data;
    expect(live).toMatchObject({ status: 'open', version: 2, audienceSize: roster.filter((one) => one.userId).length });
    expect((await admin('PUT', SURVEYS_PATHS.survey(draft.id), { ...surveyBody(), kind: undefined, version: 2 })).json()).toMatchObject({ code: 'SURVEY_NOT_EDITABLE' });
    expect((await admin('DELETE', SURVEYS_PATHS.survey(draft.id))).json()).toMatchObject({ code: 'SURVEY_STATUS_CONFLICT' });
    expect((await admin('POST', SURVEYS_PATHS.archive(draft.id))).json()).toMatchObject({ code: 'SURVEY_STATUS_CONFLICT' });

    const closed = await admin('POST', SURVEYS_PATHS.close(draft.id));
    expect(closed.json<{ data: Survey }>().data).toMatchObject({ status: 'closed', version: 3 });
    expect((await admin('POST', SURVEYS_PATHS.close(draft.id))).json()).toMatchObject({ code: 'SURVEY_STATUS_CONFLICT' });

    const copy = await admin('POST', SURVEYS_PATHS.duplicate(draft.id));
    expect(copy.statusCode).toBe(201);
    expect(copy.json<{ data: Survey }>().data).toMatchObject({ kind: 'survey', status: 'draft', version: 0, sections: draft.sections, opensAt: null, closesAt: null, responses: 0 });

    const archived = await admin('POST', SURVEYS_PATHS.archive(draft.id));
    expect(archived.json<{ data: Survey }>().data.status).toBe('archived');
    const listed = (await admin('GET', `${SURVEYS_PATHS.surveys}?pageSize=100`)).json<{ data: SurveySummary[] }>().data;
    expect(listed.map((one) => one.id)).not.toContain(draft.id);
    expect((await admin('GET', `${SURVEYS_PATHS.surveys}?status=archived`)).json<{ data: SurveySummary[] }>().data.map((one) => one.id)).toContain(draft.id);

    const deleted = await admin('DELETE', SURVEYS_PATHS.survey(copy.json<{ data: Survey }>().data.id));
    expect(deleted.statusCode).toBe(200);

    const rows = await app.deps.database<{ audit_entries: { action: string; record_id: string | null } }>('kit').selectFrom('audit_entries').select(['action', 'record_id']).where('record_id', '=', draft.id).execute();
    expect(new Set(rows.map((row) => row.action))).toEqual(new Set(['survey.created', 'survey.updated', 'survey.scheduled', 'survey.closed', 'survey.duplicated', 'survey.archived']));
  });

  test('scheduling an incomplete survey is 400 SURVEY_INCOMPLETE naming each problem; bad times are 400 SURVEY_TIMES_INVALID', async () => {
    const incomplete = surveyBody({
      title: { hy: 'Վերնագիր', en: '', ru: '' },
      sections: [{ id: 's', title: text('S'), questions: [{ id: 'q', kind: 'single_choice', text: { hy: 'Հարց', en: 'Question', ru: '' }, required: true, options: [{ id: 'only', text: text('One') }] }] }],
      audience: undefined,
      opensAt: null,
    });
    const draft = (await admin('POST', SURVEYS_PATHS.surveys, incomplete)).json<{ data: Survey }>().data;
    const answer = await admin('POST', SURVEYS_PATHS.schedule(draft.id), { version: 0 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'SURVEY_INCOMPLETE' });
    expect(answer.json<{ details: { problems: unknown[] } }>().details.problems).toEqual(expect.arrayContaining([
      { path: 'title.en', code: 'TEXT_MISSING' },
      { path: 'title.ru', code: 'TEXT_MISSING' },
      { path: 'sections.0.questions.0.text.ru', code: 'TEXT_MISSING' },
      { path: 'sections.0.questions.0.options', code: 'OPTIONS_TOO_FEW' },
      { path: 'audience', code: 'AUDIENCE_MISSING' },
      { path: 'opensAt', code: 'TIMES_MISSING' },
    ]));
    const empty = (await admin('POST', SURVEYS_PATHS.surveys, surveyBody({ sections: [] }))).json<{ data: Survey }>().data;
    expect((await admin('POST', SURVEYS_PATHS.schedule(empty.id), { version: 0 })).json<{ details: { problems: unknown[] } }>().details.problems).toEqual([{ path: 'sections', code: 'NO_QUESTIONS' }]);

    const backwards = (await admin('POST', SURVEYS_PATHS.surveys, surveyBody({ opensAt: new Date(Date.now() + 2 * HOUR).toISOString(), closesAt: new Date(Date.now() + HOUR).toISOString() }))).json<{ data: Survey }>().data;
    const times = await admin('POST', SURVEYS_PATHS.schedule(backwards.id), { version: 0 });
    expect([times.statusCode, times.json<{ code: string }>().code]).toEqual([400, 'SURVEY_TIMES_INVALID']);

    const template = (await admin('POST', SURVEYS_PATHS.surveys, { ...surveyBody(), kind: 'template' })).json<{ data: Survey }>().data;
    expect(template).toMatchObject({ kind: 'template', audience: null, opensAt: null });
    expect((await admin('POST', SURVEYS_PATHS.schedule(template.id), { version: 0 })).json()).toMatchObject({ code: 'SURVEY_STATUS_CONFLICT' });
    expect((await admin('GET', `${SURVEYS_PATHS.surveys}?kind=template`)).json<{ data: SurveySummary[] }>().data.map((one) => one.id)).toContain(template.id);
  });
});

describe('answering', () => {
  test('the audience is resolved through organizational: the section\'s students see it in /mine and open the form, a student outside gets 404', async () => {
    const survey = await scheduled(admin, { audience: [{ kind: 'section', id: section.sectionId }] });
    const mine = (await student('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data;
    expect(mine.find((one) => one.id === survey.id)).toMatchObject({ state: 'not_started', questions: 5, anonymous: true });
    expect((await student('GET', SURVEYS_PATHS.form(survey.id))).statusCode).toBe(200);

    expect((await outsider('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data.map((one) => one.id)).not.toContain(survey.id);
    for (const [method, url, payload] of [['GET', SURVEYS_PATHS.form(survey.id)], ['PUT', SURVEYS_PATHS.draft(survey.id), { answers: [] }], ['POST', SURVEYS_PATHS.submit(survey.id), { answers: fullAnswers(1) }]] as const) {
      const answer = await outsider(method, url, payload);
      expect([url, answer.statusCode, answer.json<{ code: string }>().code]).toEqual([url, 404, 'SURVEY_NOT_FOUND']);
    }
    // Staff outside the audience, too.
    expect((await lecturer('GET', SURVEYS_PATHS.form(survey.id))).statusCode).toBe(404);
  });

  test('a draft is saved and resumed, checked without required answers, and gone once submitted; a second submit is 409 ALREADY_ANSWERED', async () => {
    const survey = await scheduled(admin, { audience: [{ kind: 'section', id: section.sectionId }] });
    const invalid = await student('PUT', SURVEYS_PATHS.draft(survey.id), { answers: [{ questionId: 'agree', value: 9 }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'ANSWERS_INVALID', details: { problems: [{ questionId: 'agree', code: 'ANSWER_INVALID' }] } });

    const saved = await student('PUT', SURVEYS_PATHS.draft(survey.id), { answers: [{ questionId: 'agree', value: 4 }] });
    expect(saved.statusCode).toBe(200);
    const form = (await student('GET', SURVEYS_PATHS.form(survey.id))).json<{ data: SurveyForm }>().data;
    expect(form).toMatchObject({ state: 'draft', draft: [{ questionId: 'agree', value: 4 }], draftSavedAt: saved.json<{ data: { savedAt: string } }>().data.savedAt });
    expect((await student('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data.find((one) => one.id === survey.id)!.state).toBe('draft');

    const missing = await student('POST', SURVEYS_PATHS.submit(survey.id), { answers: [{ questionId: 'agree', value: 4 }] });
    expect(missing.json()).toMatchObject({ code: 'ANSWERS_INVALID', details: { problems: [{ questionId: 'rate', code: 'ANSWER_REQUIRED' }] } });

    expect((await student('POST', SURVEYS_PATHS.submit(survey.id), { answers: fullAnswers(3) })).statusCode).toBe(201);
    expect(await db().selectFrom('drafts').selectAll().where('survey_id', '=', survey.id).execute()).toEqual([]);
    const after = (await student('GET', SURVEYS_PATHS.form(survey.id))).json<{ data: SurveyForm }>().data;
    expect(after).toMatchObject({ state: 'submitted', draft: [], draftSavedAt: null });
    expect((await student('POST', SURVEYS_PATHS.submit(survey.id), { answers: fullAnswers(3) })).json()).toMatchObject({ code: 'ALREADY_ANSWERED' });
    expect((await student('PUT', SURVEYS_PATHS.draft(survey.id), { answers: [] })).json()).toMatchObject({ code: 'ALREADY_ANSWERED' });
    const mine = (await student('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data;
    expect(mine.find((one) => one.id === survey.id)!.state).toBe('submitted');
    expect(mine.findIndex((one) => one.id === survey.id)).toBe(mine.length - mine.filter((one) => one.state === 'submitted').length + mine.filter((one) => one.state === 'submitted').findIndex((one) => one.id === survey.id));
  });

  test('two submits at once: one 201, one 409, one response and one set of answers kept', async () => {
    const survey = await scheduled(admin, { audience: [{ kind: 'section', id: section.sectionId }] });
    const answers = await Promise.all([0, 1, 2, 3].map(() => student('POST', SURVEYS_PATHS.submit(survey.id), { answers: fullAnswers(7) })));
    expect(answers.map((one) => one.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await db().selectFrom('responses').selectAll().where('survey_id', '=', survey.id).execute()).toHaveLength(1);
    expect(await db().selectFrom('answers').selectAll().where('survey_id', '=', survey.id).execute()).toHaveLength(5);
  });

  test('a survey not yet open, or closed, is 409 SURVEY_NOT_OPEN to its audience and absent from /mine', async () => {
    const later = await scheduled(admin, { audience: [{ kind: 'section', id: section.sectionId }], opensAt: new Date(Date.now() + HOUR).toISOString() });
    expect(later.status).toBe('scheduled');
    expect((await student('GET', SURVEYS_PATHS.form(later.id))).json()).toMatchObject({ code: 'SURVEY_NOT_OPEN' });
    expect((await student('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data.map((one) => one.id)).not.toContain(later.id);
    await admin('POST', SURVEYS_PATHS.close(later.id));
    expect((await student('POST', SURVEYS_PATHS.submit(later.id), { answers: fullAnswers(1) })).json()).toMatchObject({ code: 'SURVEY_NOT_OPEN' });
  });
});

describe('course evaluations', () => {
  test('one per section of the term with students, about its course and lecturer, for its students; a second run adds none', async () => {
    const period = await activePeriod(app);
    const templates = (await admin('GET', `${SURVEYS_PATHS.surveys}?kind=template&pageSize=100`)).json<{ data: SurveySummary[] }>().data;
    const template = templates.find((one) => one.title.en === EVALUATION_TEMPLATE_TITLE.en)!;
    expect(template).toBeDefined();
    const sections = (await sectionsOf(app, period.id)).filter((one) => one.departmentId === section.departmentId);
    const before = await db().selectFrom('surveys').select('section_id').where('template_id', '=', template.id).where('kind', '=', 'course_evaluation').execute();
    const already = sections.filter((one) => before.some((row) => row.section_id === one.sectionId)).length;
    const body = { templateId: template.id, academicPeriodId: period.id, departmentId: section.departmentId, opensAt: new Date(Date.now() - 60_000).toISOString(), closesAt: new Date(Date.now() + 72 * HOUR).toISOString(), anonymous: true };

    // Organizational is asked for every section's students at once, not once a section.
    const asked: string[] = [];
    const services = app.deps.services;
    const request = services.request;
    services.request = ((service: string, options: { path: string }) => {
      if (service === 'organizational') asked.push(options.path.split('?')[0]!);
      return request.call(services, service as never, options as never);
    }) as typeof request;
    const first = await admin('POST', SURVEYS_PATHS.courseEvaluations, body).finally(() => {
      services.request = request;
    });
    expect(first.statusCode).toBe(201);
    expect(asked.filter((path) => path === ORGANIZATIONAL_AUDIENCE_PATHS.resolve)).toEqual([]);
    expect(asked.filter((path) => path === ORGANIZATIONAL_SECTION_AUDIENCES_PATH)).toHaveLength(1);
    const made = first.json<{ data: GeneratedEvaluations }>().data;
    const withStudents = sections.filter((one) => one.students > 0).length;
    expect(made).toEqual({ created: withStudents - sections.filter((one) => one.students > 0 && before.some((row) => row.section_id === one.sectionId)).length, skipped: already, empty: sections.length - withStudents - sections.filter((one) => one.students === 0 && before.some((row) => row.section_id === one.sectionId)).length });
    expect(made.created).toBeGreaterThan(0);

    const second = (await admin('POST', SURVEYS_PATHS.courseEvaluations, body)).json<{ data: GeneratedEvaluations }>().data;
    expect(second.created).toBe(0);
    expect(second.skipped).toBe(made.created + already);

    const ours = await db().selectFrom('surveys').selectAll().where('template_id', '=', template.id).where('section_id', '=', section.sectionId).executeTakeFirstOrThrow();
    expect(ours.evaluation).toMatchObject({ sectionId: section.sectionId, courseId: section.courseId, courseCode: section.courseCode, lecturerId: section.lecturerUserId, departmentId: section.departmentId, facultyId: section.facultyId, academicPeriodId: period.id });
    const members = await db().selectFrom('audience_members').select('user_id').where('survey_id', '=', ours.id).execute();
    expect(members.map((one) => one.user_id).sort()).toEqual(roster.flatMap((one) => (one.userId ? [one.userId] : [])).sort());
    expect((await student('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data.some((one) => one.evaluation?.sectionId === section.sectionId)).toBe(true);

    expect((await admin('POST', SURVEYS_PATHS.courseEvaluations, { ...body, templateId: ours.id })).json()).toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
    expect((await admin('POST', SURVEYS_PATHS.courseEvaluations, { ...body, academicPeriodId: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({ code: 'PERIOD_NOT_FOUND' });
  });

  test('the demo seed left an open evaluation for the demo student and a general survey open to every student', async () => {
    const mine = (await student('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data;
    expect(mine.some((one) => one.evaluation !== null)).toBe(true);
    expect(mine.some((one) => one.evaluation === null && one.title.en === 'Student life survey')).toBe(true);
    expect((await outsider('GET', SURVEYS_PATHS.mine)).json<{ data: MySurvey[] }>().data.some((one) => one.title.en === 'Student life survey')).toBe(true);
  });
});

describe('who may call what', () => {
  test('managing is surveys:manage (administrators and quality assurance); everyone else is 403 there and may answer their own', async () => {
    const survey = await scheduled(admin, { audience: [{ kind: 'section', id: section.sectionId }] });
    for (const caller of [student, lecturer, chair, deans]) {
      for (const [method, url, payload] of [['GET', SURVEYS_PATHS.surveys], ['POST', SURVEYS_PATHS.surveys, surveyBody()], ['GET', SURVEYS_PATHS.survey(survey.id)], ['POST', SURVEYS_PATHS.close(survey.id)], ['POST', SURVEYS_PATHS.duplicate(survey.id)]] as const) {
        expect([caller.email, method, url, (await caller(method, url, payload)).statusCode]).toEqual([caller.email, method, url, 403]);
      }
      expect((await caller('GET', SURVEYS_PATHS.mine)).statusCode).toBe(200);
    }
    expect((await qa('GET', SURVEYS_PATHS.survey(survey.id))).statusCode).toBe(200);
    const byQa = await qa('POST', SURVEYS_PATHS.surveys, surveyBody());
    expect(byQa.statusCode).toBe(201);
    expect((await app.app.inject({ method: 'GET', url: SURVEYS_PATHS.mine })).statusCode).toBe(401);
  });
});
