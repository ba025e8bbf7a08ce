// The attendance query keys (apart from the calls, so the mark queue and its tests need no HTTP client).
/** Every attendance query key starts here; a section's keys start with `section(id)`. */
export const attendanceKeys = {
  root: ['attendance'] as const,
  sections: (date: string) => ['attendance', 'lecturer-sections', date] as const,
  section: (sectionId: string) => ['attendance', 'section', sectionId] as const,
  roster: (sectionId: string, date: string) => ['attendance', 'section', sectionId, 'roster', date] as const,
  sessions: (sectionId: string, from: string, to: string) => ['attendance', 'section', sectionId, 'sessions', from, to] as const,
  matrix: (sectionId: string, from: string, to: string) => ['attendance', 'section', sectionId, 'matrix', from, to] as const,
};
