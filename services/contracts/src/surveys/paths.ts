// Where the surveys service's calls live (issue 15).
//
// /api/surveys — managing (permission surveys:manage: administrators and, by default, quality assurance)
//   GET    /                              ?status&kind&search&sort&page&pageSize → DataList<SurveySummary> (templates with kind=template)
//   POST   /                              CreateSurveyBody → {data: Survey} (a draft), audited survey.created
//   GET    /:id                           → {data: Survey}
//   PUT    /:id                           ChangeSurveyBody → {data: Survey}; drafts only (409 SURVEY_NOT_EDITABLE), 409 SURVEY_CHANGED; audited survey.updated
//   DELETE /:id                           drafts without answers only; audited survey.deleted
//   GET    /:id/preview                   → {data: SurveyForm} as a respondent would see it
//   POST   /:id/schedule                  ScheduleSurveyBody → {data: Survey}; checks texts, questions, audience, times; audited survey.scheduled
//   POST   /:id/close                     closes an open or scheduled survey now; audited survey.closed
//   POST   /:id/duplicate                 → {data: Survey} a new draft (or template) with the same questions; audited survey.duplicated
//   POST   /:id/archive                   closed surveys and templates; audited survey.archived
//   POST   /course-evaluations            GenerateEvaluationsBody → {data: GeneratedEvaluations}; audited survey.evaluations_generated
// /api/surveys — answering (signed in; only surveys whose audience holds the caller, open now)
//   GET    /mine                          → {data: MySurvey[]} open ones, not submitted first, soonest closing first
//   GET    /:id/form                      → {data: SurveyForm}; 404 SURVEY_NOT_FOUND for one not meant for the caller
//   PUT    /:id/draft                     AnswersBody → {data: {savedAt}}; checked without `complete`
//   POST   /:id/submit                    AnswersBody → {data: {submitted: true}}; 409 ALREADY_ANSWERED; 400 ANSWERS_INVALID {details.problems}
// /api/surveys — results (managers: every survey; lecturers their sections' evaluations; chairs their departments';
// the dean's office its faculty's; quality assurance all; everyone else 403)
//   GET    /:id/results                   → {data: SurveyResults}
//   GET    /:id/results/pdf?lang          → application/pdf
//   GET    /evaluations?academicPeriodId&facultyId&departmentId&programId → {data: EvaluationOverview}
//   GET    /evaluations/pdf?…&lang        → application/pdf
//   GET    /evaluations/trend?courseId|lecturerId|departmentId|facultyId → {data: TrendPoint[]}
const SURVEYS = '/api/surveys';

export const SURVEYS_PATHS = {
  surveys: SURVEYS,
  survey: (id: string) => `${SURVEYS}/${id}`,
  preview: (id: string) => `${SURVEYS}/${id}/preview`,
  schedule: (id: string) => `${SURVEYS}/${id}/schedule`,
  close: (id: string) => `${SURVEYS}/${id}/close`,
  duplicate: (id: string) => `${SURVEYS}/${id}/duplicate`,
  archive: (id: string) => `${SURVEYS}/${id}/archive`,
  courseEvaluations: `${SURVEYS}/course-evaluations`,
  mine: `${SURVEYS}/mine`,
  form: (id: string) => `${SURVEYS}/${id}/form`,
  draft: (id: string) => `${SURVEYS}/${id}/draft`,
  submit: (id: string) => `${SURVEYS}/${id}/submit`,
  results: (id: string) => `${SURVEYS}/${id}/results`,
  resultsPdf: (id: string) => `${SURVEYS}/${id}/results/pdf`,
  evaluations: `${SURVEYS}/evaluations`,
  evaluationsPdf: `${SURVEYS}/evaluations/pdf`,
  trend: `${SURVEYS}/evaluations/trend`,
} as const;

/** The live query keys: a notification of these types refreshes the lists that show surveys. */
export const SURVEY_NOTIFICATION_TYPE = 'survey' as const;
