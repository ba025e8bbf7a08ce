// Texts of the staff midterms overview (/midterms for staff, /admin/midterms/), in the `grading` namespace under
// `overview` (registerTranslations merges deeply). hy.ts and ru.ts carry exactly these keys.
const en = {
  overview: {
    title: 'Midterms',
    subtitle: 'Every section’s midterms in your scope: how far grading has got and what students already see',
    adminSubtitle: 'All midterms of the university, with their status, progress and averages',
    table: 'Midterms by section',
    search: 'Search by course, section or lecturer',
    loadFailed: 'Failed to load midterms',
    periodsLoadFailed: 'Failed to load academic periods',
    empty: 'No midterms in this period yet.',
    period: 'Academic period',
    activePeriod: '{{name}} (current)',
    faculty: 'All faculties',
    department: 'All departments',
    status: 'All statuses',
    columns: {
      course: 'Course',
      section: 'Section',
      lecturer: 'Lecturer',
      department: 'Department',
      number: 'Midterm',
      status: 'Status',
      graded: 'Graded',
      average: 'Average',
      publishedAt: 'Published',
    },
    noLecturer: 'Not assigned',
    gradedOf: '{{graded}} / {{students}}',
    notPublished: 'Not yet',
  },
};

export default en;
