// Where the grading service's calls live.
//
// /api/grading (SPEC §7 Allocation and grading, issue 14)
//   GET  /lecturer/subjects                                  lecturer (own sections), admin → {data: LecturerSubject[]}
//   GET  /subjects/:subjectId                                who may read one of its sections → {data: SubjectMidterms} (the sections the caller may read)
//   GET  /subjects/:subjectId/aggregate                      same → {data: SubjectAggregate}
//   GET  /sections/:sectionId/midterms/:number               who may read the section → {data: MidtermSheet}
//   PUT  /sections/:sectionId/midterms/:number/grades        the section's lecturer, admin; SaveGradesBody → {data: MidtermSheet} (409 SHEET_CHANGED)
//   POST /sections/:sectionId/midterms/:number/code          the section's lecturer; → {data: CodeRequested} (429 RATE_LIMITED {retryAfter})
//   POST /sections/:sectionId/midterms/:number/publish       the section's lecturer; PublishBody → {data: MidtermSheet}
//   GET  /lecturer/midterms/batches/:batchId                 the batch's lecturer, admin → {data: MidtermBatch} (legacy; SPEC §2)
//   GET  /student/midterms?periodId                          student (own) → {data: StudentMidterm[]} (published only)
//   GET  /midterms?periodId&facultyId&departmentId&status&search&page&pageSize
//                                                            admin, quality_assurance (all), deans_office (faculty), chair (department) → {data: MidtermOverview[], total, ...}
// Who may read a section: its lecturer, an administrator, quality assurance, the chair of its department and its
// faculty's dean's office. A midterm that has never been saved is `not_created` and has no row.
const GRADING = '/api/grading';

export const GRADING_PATHS = {
  lecturerSubjects: `${GRADING}/lecturer/subjects`,
  subject: (subjectId: string) => `${GRADING}/subjects/${subjectId}`,
  aggregate: (subjectId: string) => `${GRADING}/subjects/${subjectId}/aggregate`,
  sheet: (sectionId: string, number: number) => `${GRADING}/sections/${sectionId}/midterms/${number}`,
  grades: (sectionId: string, number: number) => `${GRADING}/sections/${sectionId}/midterms/${number}/grades`,
  code: (sectionId: string, number: number) => `${GRADING}/sections/${sectionId}/midterms/${number}/code`,
  publish: (sectionId: string, number: number) => `${GRADING}/sections/${sectionId}/midterms/${number}/publish`,
  batch: (batchId: string) => `${GRADING}/lecturer/midterms/batches/${batchId}`,
  studentMidterms: `${GRADING}/student/midterms`,
  midterms: `${GRADING}/midterms`,
} as const;
