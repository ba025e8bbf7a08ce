// Answering (any signed-in person): the surveys open for them, a form, a draft, the one submit. A survey whose
// audience does not hold the caller is answered 404, as if it did not exist; one that holds them but is not open
// now, 409 SURVEY_NOT_OPEN. Answers are checked by the contracts' answerProblems, as the form checks them.
import { answerProblems, type Answer, type MySurvey, type SurveyForm } from '@campus/contracts/surveys';
import type { SurveysDb } from './db/database.js';
import { draftOf, hasResponded, isMember, mySurveys, saveDraft, submitAnswers } from './db/answering.repository.js';
import { findSurvey } from './db/survey.repository.js';
import type { SurveyRow } from './db/survey.table.js';
import { surveyNotFound, surveysError } from './errors.js';
import { effectiveStatus } from './survey-status.js';

export const mine = (db: SurveysDb, userId: string): Promise<MySurvey[]> => mySurveys(db, userId);

/** The survey, when its audience holds the person and it is not a draft (managers preview drafts elsewhere). */
async function meantFor(db: SurveysDb, surveyId: string, userId: string): Promise<SurveyRow> {
  const survey = await findSurvey(db, surveyId);
  if (!survey || survey.kind === 'template' || survey.status === 'draft' || !(await isMember(db, surveyId, userId))) throw surveyNotFound();
  return survey;
}

async function openFor(db: SurveysDb, surveyId: string, userId: string): Promise<SurveyRow> {
  const survey = await meantFor(db, surveyId, userId);
  if (effectiveStatus(survey) !== 'open') throw surveysError('SURVEY_NOT_OPEN', 409);
  return survey;
}

export async function formOf(db: SurveysDb, surveyId: string, userId: string): Promise<SurveyForm> {
  const survey = await openFor(db, surveyId, userId);
  const submitted = await hasResponded(db, surveyId, userId);
  const draft = submitted ? undefined : await draftOf(db, surveyId, userId);
  return {
    id: survey.id,
    title: survey.title,
    description: survey.description,
    anonymous: survey.anonymous,
    opensAt: survey.opens_at!.toISOString(),
    closesAt: survey.closes_at!.toISOString(),
    evaluation: survey.evaluation,
    sections: survey.sections,
    state: submitted ? 'submitted' : draft ? 'draft' : 'not_started',
    draft: draft?.answers ?? [],
    draftSavedAt: draft?.saved_at.toISOString() ?? null,
  };
}

function checkAnswers(survey: SurveyRow, answers: Answer[], complete: boolean): void {
  const problems = answerProblems(survey.sections, answers, complete);
  if (problems.length) throw surveysError('ANSWERS_INVALID', 400, { problems });
}

export async function keepDraft(db: SurveysDb, surveyId: string, userId: string, answers: Answer[]): Promise<{ savedAt: string }> {
  const survey = await openFor(db, surveyId, userId);
  checkAnswers(survey, answers, false);
  const savedAt = await saveDraft(db, surveyId, userId, answers);
  if (!savedAt) throw surveysError('ALREADY_ANSWERED', 409);
  return { savedAt: savedAt.toISOString() };
}

export async function submit(db: SurveysDb, surveyId: string, userId: string, answers: Answer[]): Promise<{ submitted: true }> {
  const survey = await openFor(db, surveyId, userId);
  checkAnswers(survey, answers, true);
  if ((await submitAnswers(db, survey, userId, answers)) === 'already_answered') throw surveysError('ALREADY_ANSWERED', 409);
  return { submitted: true };
}
