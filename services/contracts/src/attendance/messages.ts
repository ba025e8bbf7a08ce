// Every attendance error as a stable code and the English text the server answers (the spec's words where it has
// them). Browsers translate by code under `attendance:errors.<CODE>`.
export const ATTENDANCE_MESSAGES = {
  SECTION_NOT_FOUND: 'Section not found',
  /** 403: not the section's lecturer (marking) or not among those who may read it. */
  SECTION_ACCESS_DENIED: 'You do not teach this section',
  /** 400: the date is not one of the section's class days (a holiday, another weekday, outside its period). */
  NOT_A_CLASS_DAY: 'This section has no class on that date',
  /** 400: attendance is taken on the day or after, never ahead. */
  DATE_IN_FUTURE: 'Attendance cannot be marked for a future date',
  /** 400, details.studentIds: students not enrolled in the section. */
  STUDENT_NOT_IN_SECTION: 'Some students are not enrolled in this section',
  /** 400: one student twice in one request. */
  DUPLICATE_STUDENT: 'A student appears twice in the request',
  PERIOD_NOT_FOUND: 'Academic period not found',
  /** 400: the matrix or sessions range. */
  RANGE_INVALID: 'The date range is invalid or too long',
} as const;
export type AttendanceErrorCode = keyof typeof ATTENDANCE_MESSAGES;
