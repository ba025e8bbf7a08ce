// Texts of the dean's office area (namespace `deans-office`). hy.ts and ru.ts carry exactly these keys.
const en = {
  sidebar: {
    overview: 'Overview',
  },
  overview: {
    title: "Dean's office",
    greeting: "Welcome, {{name}}! Manage your faculty's students, programs and groups from here.",
    tools: {
      title: 'Your tools',
      intro: 'These pages open here as they are released:',
      students: 'Students',
      studentsText: 'Add one student at a time or import many from a CSV file',
      programs: 'Study programs',
      programsText: 'Programs of the faculty and their students',
      groups: 'Groups',
      groupsText: 'Groups, their year and their instructors',
      faculty: 'Faculty and departments',
      facultyText: 'The structure of the faculty and who leads it',
      enrollment: 'Enrollment',
      enrollmentText: 'Who studies which course',
      analytics: 'Analytics and reports',
      analyticsText: 'Figures about students, programs and allocation',
    },
  },
};

export default en;
