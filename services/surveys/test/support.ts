// What the surveys tests share: the app with auth, organizational and notifications on the demo university, callers,
// a section of the active term with its students, and a survey arranged through the API.
import authModule from '@campus/auth';
import notificationsModule from '@campus/notifications';
import organizationalModule from '@campus/organizational';
import { ORGANIZATIONAL_ATTENDANCE_PATHS, type AttendancePeriod, type RosterStudent } from '@campus/contracts/attendance';
import { ORGANIZATIONAL_GRADING_PATHS, type ScopedSection } from '@campus/contracts/grading';
import { SURVEYS_PATHS, type CreateSurveyBody, type Survey, type SurveySection } from '@campus/contracts/surveys';
import { demoCaller, startTestApp, type DemoCaller, type TestApp } from '@campus/kit/testing';
import { sql } from 'kysely';
import surveysModule from '../src/app.js';

export const start = (env: Record<string, string> = {}) => startTestApp([authModule, organizationalModule, notificationsModule, surveysModule], { demo: true, env: { LOG_LEVEL: process.env.SURVEYS_TEST_LOG ?? 'silent', ...env } });

export const organizational = <T>(app: TestApp, path: string) => app.deps.services.request<{ data: T }>('organizational', { method: 'GET', path }).then((answer) => answer.data);

export async function activePeriod(app: TestApp): Promise<AttendancePeriod> {
  const periods = await organizational<AttendancePeriod[]>(app, ORGANIZATIONAL_ATTENDANCE_PATHS.periods);
  return periods.find((one) => one.isActive) ?? periods[0]!;
}

export async function sectionsOf(app: TestApp, periodId: string): Promise<ScopedSection[]> {
  return organizational<ScopedSection[]>(app, `${ORGANIZATIONAL_GRADING_PATHS.sections}?periodId=${periodId}`);
}

export const rosterOf = (app: TestApp, sectionId: string) => organizational<RosterStudent[]>(app, ORGANIZATIONAL_ATTENDANCE_PATHS.roster(sectionId));

/** A signed-in student by their student record's account email. */
export async function studentCaller(app: TestApp, userId: string): Promise<DemoCaller> {
  const { rows } = await sql<{ email: string }>`select email from organizational.students where user_id = ${userId}`.execute(app.deps.database('organizational'));
  return demoCaller(app.app, rows[0]!.email);
}

export const text = (words: string) => ({ hy: `${words} hy`, en: `${words} en`, ru: `${words} ru` });

export const QUESTIONS: SurveySection[] = [
  {
    id: 's1',
    title: text('Section'),
    questions: [
      { id: 'agree', kind: 'agreement', text: text('Clear'), required: true },
      { id: 'rate', kind: 'rating', text: text('Overall'), required: true },
      { id: 'pick', kind: 'single_choice', text: text('Pick'), required: false, options: [{ id: 'a', text: text('A') }, { id: 'b', text: text('B') }] },
      { id: 'many', kind: 'multiple_choice', text: text('Many'), required: false, options: [{ id: 'x', text: text('X') }, { id: 'y', text: text('Y') }, { id: 'z', text: text('Z') }] },
      { id: 'say', kind: 'long_text', text: text('Say'), required: false },
    ],
  },
];

export const HOUR = 3_600_000;

export function surveyBody(overrides: Partial<CreateSurveyBody> = {}): CreateSurveyBody {
  return {
    kind: 'survey',
    title: text('A survey'),
    description: text('About it'),
    anonymous: true,
    sections: QUESTIONS,
    audience: [{ kind: 'role', role: 'student' }],
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    ...overrides,
  };
}

/** A survey created and scheduled by the caller; open now unless the body says otherwise. */
export async function scheduled(manager: DemoCaller, overrides: Partial<CreateSurveyBody> = {}): Promise<Survey> {
  const created = await manager('POST', SURVEYS_PATHS.surveys, surveyBody(overrides));
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const survey = created.json<{ data: Survey }>().data;
  const answer = await manager('POST', SURVEYS_PATHS.schedule(survey.id), { version: survey.version });
  if (answer.statusCode !== 200) throw new Error(`schedule: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ data: Survey }>().data;
}

export const fullAnswers = (seed: number) => [
  { questionId: 'agree', value: 1 + (seed % 5) },
  { questionId: 'rate', value: seed % 11 },
  { questionId: 'pick', choice: seed % 2 ? 'a' : 'b' },
  { questionId: 'many', choices: ['x', ...(seed % 2 ? ['z'] : [])] },
  { questionId: 'say', text: `answer number ${seed}` },
];

/** Waits for what a job does; the test's own time limit ends a wait that never comes. */
export async function eventually<T>(read: () => Promise<T | undefined | false>): Promise<T> {
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
