// Texts of surveys (namespace `surveys`) that every part shares: statuses, kinds, question kinds, audience kinds and
// the surveys service's errors by code (the contracts' SURVEYS_MESSAGES; a code without its text fails to compile).
// Each part keeps its own texts in its folder (manage/i18n, answer/i18n, results/i18n), merged into this namespace
// under its own key, so parts written at once do not edit one file. hy.ts and ru.ts carry exactly these keys.
import type { SurveysErrorCode } from '@campus/contracts/surveys';

const errors: Record<SurveysErrorCode, string> = {
  AUDIENCE_OUT_OF_SCOPE: 'This audience is outside your faculty or department',
  AUDIENCE_NOT_FOUND: 'A faculty, program, group, section or term of this audience does not exist',
  AUDIENCE_EMPTY: 'Nobody is in this audience',
  SURVEY_NOT_FOUND: 'Survey not found',
  TEMPLATE_NOT_FOUND: 'Template not found',
  PERIOD_NOT_FOUND: 'Academic period not found',
  SURVEY_NOT_EDITABLE: 'This survey is scheduled or open: its questions can no longer change',
  SURVEY_CHANGED: 'This survey was changed by someone else since you opened it.',
  SURVEY_INCOMPLETE: 'The survey is not ready to schedule',
  SURVEY_TIMES_INVALID: 'The survey must close after it opens, and in the future',
  SURVEY_STATUS_CONFLICT: 'This cannot be done to the survey in its current state',
  SURVEY_NOT_OPEN: 'This survey is not open for answers',
  ALREADY_ANSWERED: 'You have already answered this survey',
  ANSWERS_INVALID: 'Some answers are missing or invalid',
  RESULTS_ACCESS_DENIED: 'You may not see the results of this survey',
};

const en = {
  status: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    open: 'Open',
    closed: 'Closed',
    archived: 'Archived',
  },
  kind: {
    survey: 'Survey',
    template: 'Template',
    course_evaluation: 'Course evaluation',
  },
  questionKind: {
    single_choice: 'Single choice',
    multiple_choice: 'Multiple choice',
    agreement: 'Agreement (1–5)',
    rating: 'Rating (0–10)',
    short_text: 'Short text',
    long_text: 'Long text',
  },
  agreement: {
    1: 'Strongly disagree',
    2: 'Disagree',
    3: 'Neither agree nor disagree',
    4: 'Agree',
    5: 'Strongly agree',
  },
  audienceKind: {
    role: 'Role',
    faculty: 'Faculty',
    department: 'Department',
    program: 'Program',
    group: 'Group',
    section: 'Section',
    term: 'Term',
  },
  anonymous: 'Anonymous',
  named: 'Named',
  errors,
};

export default en;
