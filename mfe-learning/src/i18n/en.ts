// Texts of the student area (namespace `learning`). hy.ts and ru.ts carry exactly these keys.
const en = {
  sidebar: {
    dashboard: 'My dashboard',
  },
  dashboard: {
    title: 'Student dashboard',
    greeting: 'Welcome back, {{name}}! Everything about your studies comes together here.',
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
    },
    next: {
      title: 'Coming to this page',
      intro: 'As the platform grows, this page will show:',
      courses: 'Your courses and course materials',
      assignments: 'Assignments with their due dates',
      schedule: 'Your weekly schedule',
      grades: 'Midterm grades and absences',
    },
  },
};

export default en;
