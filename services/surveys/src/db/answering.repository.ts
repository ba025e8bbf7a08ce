// Answering: who may answer, drafts, the submit (one transaction: who answered, what was answered, the draft gone)
// and what the jobs and results read. Nothing here answers an anonymous survey's answers together with a person.
//
// What anonymity guarantees (test/anonymity.test.ts proves the first two):
// - no surveys API, an administrator's included, answers an anonymous survey's answers with a person;
// - no join of the schema's tables on their columns ties an answer to a person or to that person's other answers:
//   an answer row has no user id, no time, no serial or time-ordered id and no submission id, and `responses` keeps
//   the day only.
// What it does not guarantee: someone with raw access to the database server while the survey is open can correlate
// a response row with the answer rows written in the same transaction (the system column xmin, their place on disk,
// the write-ahead log, a statement log), and read a deleted draft until VACUUM. At closing the answers are rewritten
// in a random order in one transaction and VACUUM is asked for (shuffleAnswers, jobs/survey-jobs.ts); WAL and backups
// taken while it was open keep the order.
import { answerEmpty, type Answer, type MySurvey, type SurveySection } from '@campus/contracts/surveys';
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isUniqueViolation } from '@campus/kit';
import type { SurveysDatabase, SurveysDb } from './database.js';
import type { AnswerRow } from './answering.table.js';
import type { SurveyRow } from './survey.table.js';

type Db = Kysely<SurveysDatabase> | Transaction<SurveysDatabase>;

export async function isMember(db: Db, surveyId: string, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('audience_members').select('user_id').where('survey_id', '=', surveyId).where('user_id', '=', userId).executeTakeFirst());
}

export async function hasResponded(db: Db, surveyId: string, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('responses').select('user_id').where('survey_id', '=', surveyId).where('user_id', '=', userId).executeTakeFirst());
}

export const draftOf = (db: Db, surveyId: string, userId: string) =>
  db.selectFrom('drafts').select(['answers', 'saved_at']).where('survey_id', '=', surveyId).where('user_id', '=', userId).executeTakeFirst();

/**
 * The person's row of the audience, locked: a draft save and a submit of one person and survey take it first, so they
 * run one after the other and no draft is left behind by a save that raced a submit.
 */
const lockMember = (trx: Transaction<SurveysDatabase>, surveyId: string, userId: string) =>
  trx.selectFrom('audience_members').select('user_id').where('survey_id', '=', surveyId).where('user_id', '=', userId).forUpdate().executeTakeFirst();

/** Keeps the person's draft; undefined when they have submitted meanwhile. */
export async function saveDraft(db: SurveysDb, surveyId: string, userId: string, answers: Answer[]): Promise<Date | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, surveyId, userId);
    if (await hasResponded(trx, surveyId, userId)) return undefined;
    const row = await trx
      .insertInto('drafts')
      .values({ survey_id: surveyId, user_id: userId, answers: JSON.stringify(answers), saved_at: new Date() })
      .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doUpdateSet({ answers: (eb) => eb.ref('excluded.answers'), saved_at: (eb) => eb.ref('excluded.saved_at') }))
      .returning('saved_at')
      .executeTakeFirstOrThrow();
    return row.saved_at;
  });
}

const questionCount = (sections: SurveySection[]) => sections.reduce((sum, section) => sum + section.questions.length, 0);

/** The surveys open now whose audience holds the person: not submitted first, then the soonest closing. */
export async function mySurveys(db: SurveysDb, userId: string, now = new Date()): Promise<MySurvey[]> {
  const rows = await db
    .selectFrom('surveys as s')
    .innerJoin('audience_members as m', (join) => join.onRef('m.survey_id', '=', 's.id').on('m.user_id', '=', userId))
    .leftJoin('responses as r', (join) => join.onRef('r.survey_id', '=', 's.id').on('r.user_id', '=', userId))
    .leftJoin('drafts as d', (join) => join.onRef('d.survey_id', '=', 's.id').on('d.user_id', '=', userId))
    .select(['s.id', 's.title', 's.anonymous', 's.closes_at', 's.evaluation', 's.sections', 'r.user_id as responded', 'd.user_id as drafted'])
    .where('s.status', 'in', ['scheduled', 'open'])
    .where('s.opens_at', '<=', now)
    .where('s.closes_at', '>', now)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      anonymous: row.anonymous,
      closesAt: row.closes_at!.toISOString(),
      evaluation: row.evaluation,
      state: row.responded ? ('submitted' as const) : row.drafted ? ('draft' as const) : ('not_started' as const),
      questions: questionCount(row.sections),
    }))
    .sort((a, b) => Number(a.state === 'submitted') - Number(b.state === 'submitted') || a.closesAt.localeCompare(b.closesAt));
}

/** One stored row per answered question; an anonymous survey's rows carry nothing of the person. */
function answerRows(survey: Pick<SurveyRow, 'id' | 'anonymous'>, userId: string, answers: Answer[]) {
  return answers.filter((answer) => !answerEmpty(answer)).map((answer) => ({
    survey_id: survey.id,
    question_id: answer.questionId,
    choice: answer.choice ?? null,
    choices: answer.choices?.length ? answer.choices : null,
    value: answer.value ?? null,
    text: answer.text?.trim() || null,
    user_id: survey.anonymous ? null : userId,
  }));
}

/** A person's submission: their answers, and the day it counts as made (today when not said). */
export interface Submission {
  userId: string;
  answers: Answer[];
  submittedOn?: string;
}

/** Fisher–Yates with the system's random source: an order nobody can reproduce. */
function shuffled<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

const ANSWER_CHUNK = 5_000;

/**
 * Stores who submitted (responses, the day only) and what (answers: no person for an anonymous survey), within the
 * caller's transaction. The answers go in a random order, so neither their order nor their place on disk follows the
 * order of the people (the submit path stores one person; the generator a survey's many at once).
 */
export async function storeSubmissions(trx: Transaction<SurveysDatabase>, survey: Pick<SurveyRow, 'id' | 'anonymous'>, submissions: Submission[]): Promise<number> {
  if (!submissions.length) return 0;
  await trx.insertInto('responses').values(submissions.map((one) => ({ survey_id: survey.id, user_id: one.userId, ...(one.submittedOn ? { submitted_on: one.submittedOn } : {}) }))).execute();
  const rows = shuffled(submissions.flatMap((one) => answerRows(survey, one.userId, one.answers)));
  for (let start = 0; start < rows.length; start += ANSWER_CHUNK) await trx.insertInto('answers').values(rows.slice(start, start + ANSWER_CHUNK)).execute();
  return rows.length;
}

export type SubmitOutcome = 'submitted' | 'already_answered';

/**
 * Records that the person answered (the primary key of responses lets one submit through; a second, concurrent or
 * later, fails on it and nothing of it is kept), stores the answers and deletes the draft, all in one transaction.
 */
export async function submitAnswers(db: SurveysDb, survey: Pick<SurveyRow, 'id' | 'anonymous'>, userId: string, answers: Answer[]): Promise<SubmitOutcome> {
  try {
    await db.transaction().execute(async (trx) => {
      await lockMember(trx, survey.id, userId);
      await storeSubmissions(trx, survey, [{ userId, answers }]);
      await trx.deleteFrom('drafts').where('survey_id', '=', survey.id).where('user_id', '=', userId).execute();
    });
    return 'submitted';
  } catch (error) {
    if (isUniqueViolation(error)) return 'already_answered';
    throw error;
  }
}

/** The audience, and those of it who have not submitted (the reminder's). */
export async function membersOf(db: Db, surveyId: string, onlyUnanswered = false): Promise<string[]> {
  let query = db.selectFrom('audience_members as m').select('m.user_id').where('m.survey_id', '=', surveyId);
  if (onlyUnanswered) query = query.where((eb) => eb.not(eb.exists(eb.selectFrom('responses as r').select('r.user_id').whereRef('r.survey_id', '=', 'm.survey_id').whereRef('r.user_id', '=', 'm.user_id'))));
  return (await query.orderBy('m.user_id').execute()).map((row) => row.user_id);
}

/**
 * The answers of a survey for results: per question, without the person (user_id is left out even for named
 * surveys, so results never name anyone), in no particular order.
 */
export const answersOf = (db: Db, surveyIds: string[]): Promise<Omit<AnswerRow, 'user_id'>[]> =>
  surveyIds.length ? db.selectFrom('answers').select(['survey_id', 'question_id', 'choice', 'choices', 'value', 'text']).where('survey_id', 'in', surveyIds).execute() : Promise.resolve([]);

/**
 * Rewrites an anonymous survey's answers in a random order in one transaction, so that their place on disk and the
 * transaction that wrote them (xmin) no longer follow the order people submitted in. Old row versions remain on disk
 * until VACUUM reuses their space (the close job asks for one).
 */
export async function shuffleAnswers(db: SurveysDb, surveyId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const moved = await sql<{ count: string }>`
      with taken as (delete from surveys.answers where survey_id = ${surveyId} returning survey_id, question_id, choice, choices, value, text, user_id),
      put as (insert into surveys.answers (survey_id, question_id, choice, choices, value, text, user_id)
              select survey_id, question_id, choice, choices, value, text, user_id from taken order by random() returning 1)
      select count(*) as count from put`.execute(trx);
    return Number(moved.rows[0]?.count ?? 0);
  });
}
