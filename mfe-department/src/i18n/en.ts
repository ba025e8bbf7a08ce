// Texts of the department area (namespace `department`). hy.ts and ru.ts carry exactly these keys.
const en = {
  sidebar: {
    overview: 'Overview',
  },
  overview: {
    title: 'Department',
    greeting: "Welcome, {{name}}! Plan your department's teaching from here.",
    tools: {
      title: 'Your tools',
      intro: 'These pages open here as they are released:',
      weeklyClasses: 'Weekly classes and scheduling',
      weeklyClassesText: 'Build the week of every group without clashes',
      lecturers: 'Lecturers',
      lecturersText: 'The lecturers of your department and their subjects',
      courses: 'Courses',
      coursesText: 'Courses taught by the department and who teaches them',
      allocation: 'Allocation',
      allocationText: 'Assign lecturers to subjects for the coming semester',
      analytics: 'Analytics',
      analyticsText: 'Teaching load and attendance at a glance',
    },
  },
};

export default en;
