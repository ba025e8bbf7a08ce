// The attendance query keys and the mark queue's storage key (apart from the calls, so the mark queue, its tests
// and the area's start-up need no HTTP client).
/** Every attendance query key starts here; a section's keys start with `section(id)`. */
export const attendanceKeys = {
  root: ['attendance'] as const,
  sections: (date: string) => ['attendance', 'lecturer-sections', date] as const,
  section: (sectionId: string) => ['attendance', 'section', sectionId] as const,
  roster: (sectionId: string, date: string) => ['attendance', 'section', sectionId, 'roster', date] as const,
  sessions: (sectionId: string, from: string, to: string) => ['attendance', 'section', sectionId, 'sessions', from, to] as const,
  matrix: (sectionId: string, from: string, to: string) => ['attendance', 'section', sectionId, 'matrix', from, to] as const,
};

/** Each person's mark queue is kept in localStorage under this prefix and their user id. */
export const MARK_QUEUE_KEY_PREFIX = 'campus-attendance-queue:';
