// The surveys service's jobs. Each is queued for its moment (delayed) and checks the survey again when it runs: a
// survey closed early, rescheduled or already handled is left alone, so a late, repeated or stale job does nothing.
// - surveys.open: at opensAt, tells the audience (notifications, in the app and by email per their settings), then
//   queues the reminder;
// - surveys.remind: SURVEY_REMINDER_HOURS before closing (or halfway, for a survey open a shorter time), tells those
//   who have not submitted, once;
// - surveys.close: at closesAt (or when closed early), marks it closed and rewrites an anonymous survey's answers in
//   a random order (see shuffleAnswers).
import { NOTIFICATION_RECIPIENTS_MAX, type InternalNotifyBody, type SentResponse } from '@campus/contracts';
import { defineJob, type ServiceDeps } from '@campus/kit';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { surveysDatabase, type SurveysDb } from '../db/database.js';
import { membersOf, shuffleAnswers } from '../db/answering.repository.js';
import { findSurvey } from '../db/survey.repository.js';
import type { SurveyRow } from '../db/survey.table.js';
import { effectiveStatus } from '../survey-status.js';

const SurveyMoment = Type.Object({ v: Type.Literal(1), surveyId: Type.String({ format: 'uuid' }), at: Type.String({ format: 'date-time' }) }, { additionalProperties: false });

export const openSurveyJob = defineJob('surveys.open', SurveyMoment);
export const remindSurveyJob = defineJob('surveys.remind', SurveyMoment);
export const closeSurveyJob = defineJob('surveys.close', SurveyMoment);

const PARAM_MAX = 200;

/** The closing time as the university's clock reads it, "2026-12-01 18:00". */
function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The notice in every language (the shell's templates surveyOpened and surveyReminder); Armenian stored for email. */
export function surveyNotice(survey: SurveyRow, kind: 'surveyOpened' | 'surveyReminder', userIds: string[], timeZone: string, key: string): InternalNotifyBody {
  const closes = wallClock(survey.closes_at!, timeZone);
  const title = (language: 'hy' | 'en' | 'ru') => (survey.title[language].trim() || survey.title.hy).slice(0, PARAM_MAX);
  const opened = kind === 'surveyOpened';
  return {
    userIds,
    i18n: { key: kind, params: { titleHy: title('hy'), titleEn: title('en'), titleRu: title('ru'), closes } },
    title: `${opened ? 'Հարցում' : 'Հիշեցում'}՝ ${title('hy')}`.slice(0, PARAM_MAX),
    message: opened ? `Ձեզ համար բաց է հարցում մինչև ${closes}՝ «${title('hy')}»։` : `«${title('hy')}» հարցումը փակվում է ${closes}։ Դուք դեռ չեք պատասխանել։`,
    type: 'survey',
    priority: 'normal',
    link: `/surveys/${survey.id}`,
    key,
  };
}

/** One call per 20,000 people; each part keyed by its place, so a retry delivers each part once. */
async function notify(deps: ServiceDeps, survey: SurveyRow, kind: 'surveyOpened' | 'surveyReminder', userIds: string[]): Promise<number> {
  let sent = 0;
  for (let start = 0; start < userIds.length; start += NOTIFICATION_RECIPIENTS_MAX) {
    const key = `${kind}:${survey.id}:${survey.closes_at!.toISOString()}:${start / NOTIFICATION_RECIPIENTS_MAX}`;
    const body = surveyNotice(survey, kind, userIds.slice(start, start + NOTIFICATION_RECIPIENTS_MAX), deps.config.timeZone, key);
    sent += (await deps.services.request<SentResponse>('notifications', { method: 'POST', path: '/internal/notifications', body })).sent;
  }
  return sent;
}

/** When the reminder goes: reminderHours before closing, or halfway through a survey open a shorter time. */
export function reminderTime(opensAt: Date, closesAt: Date, reminderHours: number): Date {
  const before = closesAt.getTime() - reminderHours * 3_600_000;
  return new Date(before > opensAt.getTime() ? before : (opensAt.getTime() + closesAt.getTime()) / 2);
}

const delayUntil = (at: Date) => Math.max(0, at.getTime() - Date.now());

/** Queues what a scheduled survey needs: its opening notice and its closing (ids make a second queueing a no-op). */
export async function queueSurveyJobs(deps: ServiceDeps, survey: Pick<SurveyRow, 'id' | 'opens_at' | 'closes_at'>): Promise<void> {
  const opensAt = survey.opens_at!.toISOString();
  const closesAt = survey.closes_at!.toISOString();
  await deps.jobs.enqueue(openSurveyJob, { v: 1, surveyId: survey.id, at: opensAt }, { jobId: `open-${survey.id}-${Date.parse(opensAt)}`, delayMs: delayUntil(survey.opens_at!) });
  await deps.jobs.enqueue(closeSurveyJob, { v: 1, surveyId: survey.id, at: closesAt }, { jobId: `close-${survey.id}-${Date.parse(closesAt)}`, delayMs: delayUntil(survey.closes_at!) });
}

/** The survey as the job was queued for it, still live; else nothing to do. */
async function current(db: SurveysDb, surveyId: string): Promise<SurveyRow | undefined> {
  const survey = await findSurvey(db, surveyId);
  return survey && survey.opens_at && survey.closes_at ? survey : undefined;
}

export async function handleOpen(deps: ServiceDeps, db: SurveysDb, job: { surveyId: string; at: string }): Promise<void> {
  const survey = await current(db, job.surveyId);
  if (!survey || survey.opens_at!.toISOString() !== job.at || effectiveStatus(survey) !== 'open') return;
  if (!survey.opened_notified) {
    const sent = await notify(deps, survey, 'surveyOpened', await membersOf(db, survey.id));
    await db.updateTable('surveys').set({ status: 'open', opened_notified: true }).where('id', '=', survey.id).where('status', '=', 'scheduled').execute();
    deps.log.info({ surveyId: survey.id, sent }, 'audience told a survey is open');
  }
  const remindAt = reminderTime(survey.opens_at!, survey.closes_at!, deps.config.surveys.reminderHours);
  await deps.jobs.enqueue(remindSurveyJob, { v: 1, surveyId: survey.id, at: survey.closes_at!.toISOString() }, { jobId: `remind-${survey.id}-${survey.closes_at!.getTime()}`, delayMs: delayUntil(remindAt) });
}

export async function handleRemind(deps: ServiceDeps, db: SurveysDb, job: { surveyId: string; at: string }): Promise<void> {
  const survey = await current(db, job.surveyId);
  if (!survey || survey.reminded || survey.closes_at!.toISOString() !== job.at || effectiveStatus(survey) !== 'open') return;
  const sent = await notify(deps, survey, 'surveyReminder', await membersOf(db, survey.id, true));
  await db.updateTable('surveys').set({ reminded: true }).where('id', '=', survey.id).execute();
  deps.log.info({ surveyId: survey.id, sent }, 'those who have not answered reminded of a survey');
}

export async function handleClose(deps: ServiceDeps, db: SurveysDb, job: { surveyId: string; at: string }): Promise<void> {
  const survey = await current(db, job.surveyId);
  if (!survey || effectiveStatus(survey) !== 'closed' || survey.closes_at!.toISOString() !== job.at) return;
  await db.updateTable('surveys').set({ status: 'closed' }).where('id', '=', survey.id).where('status', 'in', ['scheduled', 'open']).execute();
  if (!survey.anonymous) return;
  const moved = await shuffleAnswers(db, survey.id);
  // Old row versions (and the deleted drafts) stay on disk until VACUUM; ask for it now rather than wait for autovacuum.
  await sql`vacuum surveys.answers`.execute(db).catch((error: unknown) => deps.log.warn({ err: error }, 'vacuum of surveys.answers did not run'));
  await sql`vacuum surveys.drafts`.execute(db).catch((error: unknown) => deps.log.warn({ err: error }, 'vacuum of surveys.drafts did not run'));
  deps.log.info({ surveyId: survey.id, answers: moved }, 'anonymous answers rewritten in a random order at closing');
}

export function surveyJobs(deps: ServiceDeps): void {
  const db = surveysDatabase(deps);
  deps.jobs.define(openSurveyJob, (job) => handleOpen(deps, db, job));
  deps.jobs.define(remindSurveyJob, (job) => handleRemind(deps, db, job));
  deps.jobs.define(closeSurveyJob, (job) => handleClose(deps, db, job));
}

