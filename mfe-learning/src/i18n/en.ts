// Texts of the learning area (namespace `learning`). hy.ts and ru.ts carry exactly these keys.
import schedule from '../features/schedule/i18n/en.js';
import absences from '../features/absences/i18n/en.js';
import midterms from '../features/midterms/i18n/en.js';
import surveys from '../features/surveys/i18n/en.js';
import scheduleFeed from '../features/schedule/i18n/feed.en.js';
import schedulePdf from '../features/schedule/i18n/pdf.en.js';

const en = {
  sidebar: {
    dashboard: 'My dashboard',
    courses: 'Courses',
    courseMaterials: 'Course materials',
    assignments: 'Assignments',
  },
  dashboard: {
    title: 'Student dashboard',
    greeting: 'Welcome back, {{name}}! Everything about your studies comes together here.',
    browseMaterials: 'Browse materials',
    courses: { title: 'My courses', all: 'All courses' },
    dueSoon: { title: 'Due soon', all: 'All assignments' },
    quickLinks: {
      title: 'Quick links',
      handbook: 'Student handbook',
      handbookText: 'Study rules, your rights and duties',
      calendar: 'Academic calendar',
      calendarText: 'Semesters, exam sessions and holidays',
      support: 'Technical support',
      supportText: 'Help with your account and the platform',
      library: 'Library',
      libraryText: 'Catalogue, e-books and opening hours',
      notSetUp: 'Not set up yet',
      opensNewTab: 'Opens in a new tab',
    },
  },
  courses: {
    title: 'Courses',
    subtitle: {
      enrolled: 'The courses you are enrolled in this semester',
      taught: 'The courses you teach this semester',
      scope: 'The courses of your department or faculty',
      all: 'Every course of the university',
    },
    loadFailed: 'Failed to load courses',
    empty: {
      enrolled: 'You are not enrolled in any course this semester.',
      taught: 'You do not teach any course this semester.',
      scope: 'There are no courses in your scope yet.',
    },
    noMatch: 'No course matches your search.',
    searchPlaceholder: 'Search by course code or name',
    openCourse: 'Open the course {{name}}',
    section: 'Section {{number}}',
    sectionCount: 'Sections: {{count}}',
    lecturerTba: 'Lecturer to be announced',
    credits: 'Credits: {{count}}',
    materialCount: 'Materials: {{count}}',
    materialsUnknown: 'Materials could not be counted',
  },
  course: {
    back: 'All courses',
    leader: 'Course leader: {{name}}',
    materialsFailed: 'Failed to load the course materials',
    noMaterials: 'No materials have been published in this course yet.',
    segmentEmpty: 'Nothing here yet.',
  },
  materials: {
    title: 'Course materials',
    subtitle: 'Every material of your courses in one place',
    loadFailed: 'Failed to load materials',
    searchPlaceholder: 'Search materials by name or description',
    empty: 'No materials have been published in your courses yet.',
    columns: { name: 'Material', course: 'Course', type: 'Type', segment: 'Weeks', updated: 'Updated' },
    due: 'Due {{date}}',
    byline: '{{author}} · {{date}}',
  },
  assignments: {
    title: 'Assignments',
    subtitle: 'Homework of your courses with its due dates',
    loadFailed: 'Failed to load assignments',
    soonTitle: 'Due within a week',
    soonEmpty: 'Nothing is due in the next 7 days.',
    laterTitle: 'Later',
    laterEmpty: 'No later homework has been set.',
    dueIn: 'due {{when}}',
    closed: 'Closed',
  },
  viewer: {
    noMaterial: 'No material was chosen. Open one from a course.',
    loadFailed: 'Failed to load the material',
    backToCourse: 'Back to the course',
    download: 'Download',
    viewOnly: 'View only',
    openLink: 'Open link',
    embedMissing: 'This embedded video cannot be shown.',
    noPreview: 'This file cannot be shown in the browser.',
    noPreviewDownload: 'Download it to open it on your device.',
  },
  schedule,
  absences,
  midterms,
  surveys,
  scheduleFeed,
  schedulePdf,
};

export default en;
