// Every surveys error as a stable code and the English text the server answers. Browsers translate by code under
// `surveys:errors.<CODE>`.
import { AUDIENCE_MESSAGES } from '../audience.js';

export const SURVEYS_MESSAGES = {
  ...AUDIENCE_MESSAGES,
  SURVEY_NOT_FOUND: 'Survey not found',
  TEMPLATE_NOT_FOUND: 'Template not found',
  PERIOD_NOT_FOUND: 'Academic period not found',
  /** 409: only a draft's questions, texts and audience change. */
  SURVEY_NOT_EDITABLE: 'This survey is scheduled or open: its questions can no longer change',
  /** 409, details.version: changed by someone else since it was read. */
  SURVEY_CHANGED: 'This survey was changed by someone else since you opened it. Reload to see their changes.',
  /** 400, details.problems [{path, code}]: what stops scheduling (a missing translation, a choice question without two options, no audience, times). */
  SURVEY_INCOMPLETE: 'The survey is not ready to schedule',
  /** 400: closesAt not after opensAt, or closesAt in the past. */
  SURVEY_TIMES_INVALID: 'The survey must close after it opens, and in the future',
  /** 409: the action does not fit the status (close a draft, archive an open survey, delete one with answers). */
  SURVEY_STATUS_CONFLICT: 'This cannot be done to the survey in its current state',
  /** 409: answering outside opensAt..closesAt. */
  SURVEY_NOT_OPEN: 'This survey is not open for answers',
  /** 409: the person has already submitted. */
  ALREADY_ANSWERED: 'You have already answered this survey',
  /** 400, details.problems [{questionId, code: ANSWER_REQUIRED | ANSWER_INVALID}]. */
  ANSWERS_INVALID: 'Some answers are missing or invalid',
  /** 403: results of a survey outside the caller's reach. */
  RESULTS_ACCESS_DENIED: 'You may not see the results of this survey',
} as const;
export type SurveysErrorCode = keyof typeof SURVEYS_MESSAGES;
