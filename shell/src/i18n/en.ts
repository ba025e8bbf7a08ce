// The shell's texts (namespace `shell`). hy.ts and ru.ts must have exactly these keys.
const en = {
  startup: {
    connecting: 'Connecting...',
    authenticating: 'Authenticating...',
    loadingData: 'Loading your data...',
    hint: 'This should take less than 2 seconds',
    errorTitle: 'Initialization Error',
    contactSupport: 'If the problem persists, please contact support',
    tryAgain: 'Try Again',
  },
  public: {
    signIn: 'Sign in',
    openDashboard: 'Open dashboard',
    about: 'About',
    backHome: 'Back to home page',
    footer: '© {{year}} Campus · university e-learning',
  },
  landing: {
    eyebrow: 'University e-learning platform',
    title: 'Everything your university teaches, in one place',
    subtitle:
      "Courses, materials, schedules, attendance and grades for students, lecturers, departments and the dean's office, in Armenian, English and Russian.",
    getStarted: 'Get started',
    featuresTitle: 'Built for everyone on campus',
    features: {
      courses: {
        title: 'Courses and materials',
        text: 'Lecturers publish materials and assignments week by week; students find them in one place.',
      },
      schedule: { title: 'Schedules', text: 'Weekly classes, rooms and times, with a PDF to take along.' },
      attendance: { title: 'Attendance', text: 'Mark a whole class in seconds and see absences by period.' },
      grades: { title: 'Midterm grades', text: 'Enter, review and publish midterm results with a confirmed publish flow.' },
      offices: {
        title: "Dean's office and departments",
        text: 'Students, programs, groups and teaching allocation, managed where they belong.',
      },
      secure: { title: 'Secure by design', text: 'Role-based access to every page, and sessions that protect your account.' },
    },
  },
  about: {
    title: 'About Campus',
    comingSoon: 'This page is coming soon.',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    comingSoon: 'Resetting a password by email is coming soon. Until then, ask your faculty administrator to reset it.',
    backToLogin: 'Back to sign in',
  },
  unauthorized: {
    title: 'Access denied',
    message: 'You do not have access to this page.',
    backToDashboard: 'Back to your dashboard',
  },
  notFound: {
    title: 'Page not found',
    message: 'The address may be mistyped, or the page has moved.',
  },
  errors: {
    pageFailed: 'This page could not be shown',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Welcome to Campus',
    email: 'Email',
    emailInvalid: 'Please enter a valid email address',
    password: 'Password',
    passwordRequired: 'Password is required',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    submit: 'Sign in',
    or: 'or',
    google: 'Sign in with Google',
    googleNotConfigured: 'Google sign-in is not configured on this server.',
    mfaUnavailable:
      'This account uses two-factor verification, which this page cannot complete yet. Please contact your administrator.',
    retryIn: 'You can try again in {{time}}.',
    waitToRetry: 'Try again in {{time}}',
    demo: {
      title: 'Demo accounts',
      hint: 'Click an account to fill in the form. Password for all:',
      use: 'Sign in as {{name}}',
    },
  },
  preferences: {
    language: 'Language',
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark', system: 'System' },
  },
  sidebar: {
    search: 'Search the menu',
    navigation: 'Main navigation',
    noMatches: 'Nothing matches your search',
    collapse: 'Collapse the sidebar',
    expand: 'Expand the sidebar',
    dashboard: 'Dashboard',
    about: 'About',
    categories: {
      main: 'Main',
      deans_office: "Dean's office",
      department: 'Department',
      learning: 'Learning',
      teaching: 'Teaching',
      allocation: 'Allocation',
      administrative: 'Administrative',
      admin: 'Administration',
      support: 'Support',
    },
  },
  user: {
    menu: 'Account menu of {{name}}',
    profile: 'Profile',
    settings: 'Settings',
    signOut: 'Sign out',
    signingOut: 'Signing out...',
  },
  areas: {
    screenFailed: 'This page could not be loaded',
    screenFailedHint: 'Check your connection and try again. If it keeps happening, reload the page.',
    remoteFailed: 'The {{area}} section could not be loaded',
    remoteFailedHint: 'The rest of Campus keeps working. Check your connection and try again.',
    names: {
      learning: 'Learning',
      teaching: 'Teaching',
      'deans-office': "Dean's office",
      department: 'Department',
      admin: 'Administration',
    },
  },
  profile: {
    title: 'Profile',
    subtitle: 'Your account as Campus knows it',
  },
  settings: {
    title: 'Settings',
    subtitle: 'How Campus looks and speaks on this device',
    tabs: { preferences: 'Preferences', account: 'Account' },
    themeHint: 'Light, dark, or follow your system setting. Saved on this device.',
    languageHint: 'The language of every page. Saved on this device.',
  },
};

export default en;
