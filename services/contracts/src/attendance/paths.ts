// Where the attendance service's calls live, and what it asks organizational (service token only).
//
// /api/attendance (SPEC §7 Attendance, issue 13)
//   GET  /periods                                   any signed-in → {data: AttendancePeriod[]}
//   GET  /student/absences?academicPeriodId         student (own) → {data: AbsenceRecord[]}
//   GET  /lecturer/sections?date                    lecturer (own), admin → {data: TeachingSection[]}, the date's classes first
//   GET  /sections/:sectionId/sessions?from&to      who may read the section → {data: ClassSession[]} (holidays removed)
//   GET  /sections/:sectionId/roster?date           who may read the section → {data: Roster}
//   PUT  /sections/:sectionId/marks                 the section's lecturer, admin; MarksBody → {data: MarksResult}
//   GET  /sections/:sectionId/matrix?from&to        who may read the section → {data: AttendanceMatrix}
// Who may read a section: its lecturer, an administrator, the chair of its department and its faculty's dean's office.
//
// /internal/organizational (service token)
//   GET  /periods                                   → {data: AttendancePeriod[]}
//   GET  /sections/:sectionId/roster                → {data: RosterStudent[]} (enrolled students, by name)
//   GET  /sections/:sectionId/sessions?from&to      → {data: ClassSession[]} (the section's weekly classes on dates, holidays removed)
const ATTENDANCE = '/api/attendance';

export const ATTENDANCE_PATHS = {
  periods: `${ATTENDANCE}/periods`,
  absences: `${ATTENDANCE}/student/absences`,
  lecturerSections: `${ATTENDANCE}/lecturer/sections`,
  /** Below it :sectionId/sessions, /roster, /marks, /matrix. */
  sections: `${ATTENDANCE}/sections`,
} as const;

export const sectionAttendancePath = (sectionId: string, part: 'sessions' | 'roster' | 'marks' | 'matrix'): string =>
  `${ATTENDANCE_PATHS.sections}/${sectionId}/${part}`;

const INTERNAL = '/internal/organizational';

export const ORGANIZATIONAL_ATTENDANCE_PATHS = {
  periods: `${INTERNAL}/periods`,
  roster: (sectionId: string) => `${INTERNAL}/sections/${sectionId}/roster`,
  sessions: (sectionId: string) => `${INTERNAL}/sections/${sectionId}/sessions`,
} as const;
