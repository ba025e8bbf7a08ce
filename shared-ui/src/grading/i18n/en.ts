// Texts of grading (namespace `grading`), shared by the teaching, learning and staff areas: the midterm statuses
// (SPEC §4), the spec's messages, common labels, and the grading service's errors by code (the contracts'
// GRADING_MESSAGES; a code without its text fails to compile). hy.ts and ru.ts carry exactly these keys.
import type { GradingErrorCode } from '@campus/contracts/grading';

const en = {
  status: {
    not_created: 'Not created',
    draft: 'Draft',
    awaiting_authorization: 'Awaiting authorization',
    verifying: 'Verifying',
    published: 'Published',
  },
  messages: {
    saveFailed: 'Save failed',
    requestCodeFailed: 'Failed to request code',
    verificationFailed: 'Verification failed',
    rateLimited: 'Rate limited',
    loadSubjectsFailed: 'Failed to load subjects',
    nothingToSave: 'Nothing to save',
  },
  labels: {
    midterm: 'Midterm {{number}}',
    midterms: 'Midterms',
    score: 'Score',
    average: 'Average',
    noScore: '—',
    graded: 'Graded {{graded}} of {{students}}',
    publishedAt: 'Published {{date}}',
    outOf: '{{score}} / {{max}}',
    passMark: 'Pass mark: {{passMark}}',
  },
  errors: {
    SECTION_NOT_FOUND: 'Section not found',
    SUBJECT_NOT_FOUND: 'Subject not found',
    BATCH_NOT_FOUND: 'Midterm batch not found',
    MIDTERM_NOT_FOUND: 'Midterm not found',
    SECTION_ACCESS_DENIED: 'You do not teach this section',
    NOTHING_TO_SAVE: 'Nothing to save',
    STUDENT_NOT_IN_SECTION: 'Some students are not enrolled in this section',
    DUPLICATE_STUDENT: 'A student appears twice in the request',
    SCORE_OUT_OF_RANGE: 'A score is outside the allowed range',
    SHEET_CHANGED: 'These grades were changed by someone else since you opened them. Reload to see their changes.',
    NOTHING_TO_PUBLISH: 'Nothing new to publish: save grades first',
    RATE_LIMITED: 'Rate limited',
    CODE_INVALID: 'Verification failed',
    CODE_EXPIRED: 'The code has expired. Request a new one.',
    CODE_LOCKED: 'Too many wrong codes. Request a new one.',
    SHEET_CHANGED_SINCE_CODE: 'The grades changed after the code was sent. Request a new one.',
    PERIOD_NOT_FOUND: 'Academic period not found',
  } satisfies Record<GradingErrorCode, string>,
};

export default en;
