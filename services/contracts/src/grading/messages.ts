// Every grading error as a stable code and the English text the server answers (the spec's words where it has
// them). Browsers translate by code under `grading:errors.<CODE>`.
export const GRADING_MESSAGES = {
  SECTION_NOT_FOUND: 'Section not found',
  SUBJECT_NOT_FOUND: 'Subject not found',
  BATCH_NOT_FOUND: 'Midterm batch not found',
  /** 404: a midterm number outside 1..MIDTERMS_PER_SECTION. */
  MIDTERM_NOT_FOUND: 'Midterm not found',
  /** 403: not the section's lecturer (changing) or not among those who may read it. */
  SECTION_ACCESS_DENIED: 'You do not teach this section',
  /** 400: an empty save (the spec's 'Nothing to save'). */
  NOTHING_TO_SAVE: 'Nothing to save',
  /** 400, details.studentIds: students not enrolled in the section. */
  STUDENT_NOT_IN_SECTION: 'Some students are not enrolled in this section',
  DUPLICATE_STUDENT: 'A student appears twice in the request',
  /** 400, details {min, max, step}: a score outside the configured bounds or off the step. */
  SCORE_OUT_OF_RANGE: 'A score is outside the allowed range',
  /** 409, details.version: the sheet was saved by someone else since it was read; nothing was written. */
  SHEET_CHANGED: 'These grades were changed by someone else since you opened them. Reload to see their changes.',
  /** 409: publishing asks for saved grades that differ from what students see. */
  NOTHING_TO_PUBLISH: 'Nothing new to publish: save grades first',
  /** 429, details {retryAfter} seconds: a code was requested too recently or too often. */
  RATE_LIMITED: 'Rate limited',
  /** 400, details {attemptsLeft}: the code does not match. */
  CODE_INVALID: 'Verification failed',
  /** 410: the code has expired or none was requested; request a new one. */
  CODE_EXPIRED: 'The code has expired. Request a new one.',
  /** 423: too many wrong codes; request a new one. */
  CODE_LOCKED: 'Too many wrong codes. Request a new one.',
  /** 409: the grades changed after the code was sent; the code covers what was saved when it was requested. */
  SHEET_CHANGED_SINCE_CODE: 'The grades changed after the code was sent. Request a new one.',
  PERIOD_NOT_FOUND: 'Academic period not found',
} as const;
export type GradingErrorCode = keyof typeof GRADING_MESSAGES;
