// Texts of the admin area (namespace `admin`). hy.ts and ru.ts carry exactly these keys.
const en = {
  sidebar: {
    overview: 'Administration',
    analytics: 'Quality and analytics',
  },
  overview: {
    title: 'Administration',
    greeting: 'Welcome, {{name}}! Everything that keeps the platform running is here.',
    tools: {
      title: 'Your tools',
      intro: 'These pages open here as they are released:',
      users: 'Users, roles and permissions',
      usersText: 'Accounts of every role and what each of them may do',
      academic: 'Academic structure',
      academicText: 'Courses and study programs',
      dataManagement: 'Data management',
      dataManagementText: 'Imports, exports and clean-up',
      surveys: 'Surveys',
      surveysText: 'Questionnaires for students and staff',
      testing: 'Testing area',
      testingText: 'Test data generator and the outgoing mail box',
      analytics: 'Quality and analytics',
      analyticsText: 'Reports on teaching quality',
      open: 'Open',
    },
  },
  analytics: {
    title: 'Quality and analytics',
    subtitle: 'Reports on teaching quality will appear on this page.',
    permissions: {
      title: 'What you may do',
      intro: 'Your permissions, exactly as the server grants them:',
      allActions: 'all actions',
      empty: 'No permissions are granted to your account yet.',
      loadFailed: 'Failed to load permissions',
      adminNote: 'As an administrator you pass every permission check.',
    },
  },
};

export default en;
