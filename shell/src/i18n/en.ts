// The shell's texts (namespace `shell`). hy.ts and ru.ts must have exactly these keys.
import authEn from '../features/auth/i18n/en.js';

const en = {
  ...authEn,
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
    preview: {
      today: 'Today',
      classesCount: '3 classes',
      classes: { algebra: 'Linear algebra', writing: 'Academic writing', databases: 'Databases' },
      room: 'Room {{room}}',
      virtual: 'Online class',
      badges: { inProgress: 'In progress', startingSoon: 'Starting soon', later: 'Today' },
      attendance: 'Attendance this week',
      notificationTitle: 'Midterm grades published',
      notificationText: 'Databases: your grade is ready to view.',
      justNow: 'just now',
    },
    highlights: {
      languages: { title: 'Three languages', text: 'Armenian, English and Russian, switchable on every page.' },
      live: { title: 'Live notifications', text: 'Grades, materials and announcements arrive the moment they are sent.' },
      mobile: { title: 'Made for phones too', text: 'Check your schedule or mark attendance from the lecture hall.' },
    },
    audiencesTitle: 'Built for everyone on campus',
    audiencesSubtitle: 'One platform, with a workspace shaped for each role.',
    audiences: {
      students: {
        title: 'Students',
        text: 'Know what is due, where to be and how you are doing.',
        p1: 'Courses, materials and assignments in one place',
        p2: 'Your weekly schedule, with a PDF to take along',
        p3: 'Midterm grades and absences by period',
      },
      lecturers: {
        title: 'Lecturers',
        text: 'Spend less time on paperwork and more on teaching.',
        p1: 'Publish materials week by week',
        p2: 'Mark a whole class present in seconds',
        p3: 'Enter and publish midterm grades safely',
      },
      offices: {
        title: "Dean's office and departments",
        text: 'Run the academic year without spreadsheets.',
        p1: 'Students, programs and groups, with bulk import',
        p2: 'Weekly classes and scheduling',
        p3: 'Teaching allocation and analytics',
      },
      admins: {
        title: 'Administrators and quality assurance',
        text: 'Keep the platform secure and see how it is used.',
        p1: 'Users, roles and permissions',
        p2: 'Two-factor sign-in and protected sessions',
        p3: 'Analytics, surveys and data management',
      },
    },
    cta: {
      title: 'Ready for the new semester?',
      text: 'Create your account in a minute, or sign in with the account your university gave you.',
    },
    footer: {
      tagline: 'The open-source e-learning platform for universities.',
      start: 'Start here',
      languages: 'Languages',
    },
  },
  about: {
    title: 'About Campus',
    comingSoon: 'This page is coming soon.',
  },
  /** Shown on /login and public pages, so they come with the shell; the account screens bring the rest. */
  accountErrors: {
    registrationClosed: 'Registration is closed. Please ask your administrator for an account.',
    emailNotVerified: 'Please confirm your email address first: open the link we emailed you when you registered.',
  },
  register: { createAccount: 'Create account' },
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
    contact: 'Suggest a feature',
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
  },
  notifications: {
    title: 'Notifications',
    bellUnread: 'Notifications: {{count}} unread',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    archive: 'Archive',
    open: 'Open',
    unreadMark: 'Unread',
    filters: { inbox: 'All', unread: 'Unread' },
    empty: "You're all caught up",
    emptyUnread: 'No unread notifications',
    emptyHint: 'New notifications appear here as soon as they arrive.',
    loadMore: 'Show more',
    loadFailed: 'Notifications could not be loaded',
    retry: 'Try again',
    actionFailed: 'The notification could not be updated. Please try again.',
    priority: { urgent: 'Urgent', high: 'High', normal: 'Normal', low: 'Low' },
    /** Texts a notification names (its i18n: key and params), shown in the reader's language. */
    templates: {
      suggestionReceived: {
        title: 'New suggestion: {{type}}',
        params: { type: { feature: 'New feature', improvement: 'Improvement', problem: 'Something does not work', other: 'Other' } },
      },
      materialPublished: { title: 'New material: {{name}}', message: 'A new material was published: “{{name}}” ({{author}}).' },
      midtermPublished: { title: 'Midterm {{number}} grades: {{course}}', message: 'Your midterm {{number}} grade in {{course}} has been published.' },
      surveyOpened: { title: 'Survey: {{titleEn}}', message: 'A survey is open for you until {{closes}}: “{{titleEn}}”.' },
      surveyReminder: { title: 'Reminder: {{titleEn}}', message: 'The survey “{{titleEn}}” closes {{closes}}. You have not answered it yet.' },
      /** An announcement carries its text in each language; the reader's is shown. */
      announcement: { title: '{{titleEn}}', message: '{{messageEn}}' },
    },
  },
  tour: {
    takeTour: 'Take the tour',
    progress: 'Step {{current}} of {{total}}',
    missingTarget: "We couldn't spotlight this step",
    missingHint: 'This part of the screen is hidden at the current window size.',
    offer: {
      title: 'New to Campus?',
      text: 'A one-minute tour shows you the menu, the language switch, notifications and your workspace.',
      start: 'Take the tour',
      dismiss: 'Not now',
    },
    steps: {
      sidebar: {
        title: 'The sidebar',
        text: 'Everything you can open is here, grouped by area. Search it, or collapse it for more room.',
      },
      language: {
        title: 'Language',
        text: 'Switch between Armenian, English and Russian at any time. Campus remembers your choice.',
      },
      notifications: {
        title: 'Notification center',
        text: 'Grades, materials and announcements arrive here live. Urgent ones also pop up on screen.',
      },
      main: {
        title: 'Your workspace',
        text: 'The page you open appears here. You can take this tour again from your account menu.',
      },
    },
  },
  mobile: {
    openMenu: 'Open the menu',
    bottomNav: 'Quick navigation',
    nav: { home: 'Home', materials: 'Materials', classes: 'Classes', schedule: 'Schedule' },
    /** A bottom-navigation tab whose screen is not in Campus yet. */
    navSoon: 'Coming soon',
    offline: 'You are offline',
    offlineHint: 'Campus shows what it already loaded. Changes can be saved once the connection is back.',
    pullToRefresh: 'Pull to refresh',
    releaseToRefresh: 'Release to refresh',
    refreshing: 'Refreshing...',
  },
  /** 429 on /forgot-password: the server's wait (retryAfter) as a countdown when it sends one. */
  resetLimits: {
    tooMany: 'Too many password reset requests.',
    retryLater: 'Please wait a few minutes and try again.',
  },
};

export default en;
