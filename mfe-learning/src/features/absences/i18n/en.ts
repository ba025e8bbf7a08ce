// Texts of /student/absences (namespace `learning`, under `absences`). hy.ts and ru.ts carry exactly these keys.
const en = {
  sidebar: 'My absences',
  title: 'My absences',
  subtitle: 'Classes you missed, were late for or attended in part, by academic period',
  period: 'Academic period',
  activePeriod: '{{name}} (current)',
  loading_absences: 'Loading absences…',
  attendance_periods_load_failed: 'Failed to load academic periods',
  loadFailed: 'Failed to load absences',
  noPeriods: 'No academic periods have been set up yet.',
  empty: 'No absences in this period. Well done!',
  summary: 'In this period',
  columns: { date: 'Date', course: 'Course', section: 'Section', status: 'Status', notes: 'Notes' },
};

export default en;
