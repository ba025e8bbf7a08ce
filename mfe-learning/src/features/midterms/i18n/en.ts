// Texts of the student's /midterms and the dashboard's latest grades (namespace `learning`, under `midterms`).
// hy.ts and ru.ts carry exactly these keys.
const en = {
  sidebar: 'My grades',
  staffSidebar: 'Midterms',
  title: 'My midterm grades',
  subtitle: 'Your published midterm grades, by academic period. A grade appears here the moment your lecturer publishes it.',
  period: 'Academic period',
  activePeriod: '{{name}} (current)',
  periodsLoadFailed: 'Failed to load academic periods',
  loadFailed: 'Failed to load grades',
  noPeriods: 'No academic periods have been set up yet.',
  empty: 'No grades have been published for this period yet.',
  summary: '{{passed}} passed, {{failed}} below the pass mark',
  columns: { course: 'Course', section: 'Section', number: 'Midterm', score: 'Score', result: 'Result', publishedAt: 'Published' },
  midterm: 'Midterm {{number}}',
  section: 'Section {{number}}',
  score: '{{score}} / {{max}}',
  noScore: 'No grade',
  passMark: 'Pass mark {{passMark}}',
  outcome: { pass: 'Passed', fail: 'Below pass mark', none: 'No grade' },
  card: { title: 'Latest grades', all: 'All grades', empty: 'No grades published yet.' },
};

export default en;
