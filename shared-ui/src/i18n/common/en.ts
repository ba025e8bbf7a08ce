// Shared words every area uses (namespace `common`).
const en = {
  roles: {
    admin: 'Administrator',
    lecturer: 'Lecturer',
    student: 'Student',
    quality_assurance: 'Quality assurance',
    deans_office: "Dean's office",
    chair: 'Department chair',
  },
  actions: {
    retry: 'Retry',
    comingSoon: 'Coming soon',
  },
  status: {
    loading: 'Loading…',
  },
  errors: {
    unexpected: 'An unexpected error occurred',
    network: 'Network connection failed',
    accessDenied: 'Access denied',
    loginAgain: 'Please log in again',
    server: 'Server error. Please try again later.',
    expectedJson: 'Expected JSON response',
    htmlInsteadOfJson: 'The server returned a web page instead of data. The address may be wrong.',
  },
  dataTable: {
    search: 'Search…',
    clearFilters: 'Clear filters',
    refresh: 'Refresh',
    density: 'Row density',
    comfortable: 'Comfortable',
    compact: 'Compact',
    columns: 'Columns',
    empty: 'Nothing here yet',
    noMatch: 'Nothing matches your search or filters',
    staleData: 'Showing the last loaded data.',
    range: '{{from}}–{{to}} of {{total}}',
    perPage: '/ page',
  },
  areaError: {
    title: 'This section could not be loaded',
    message: 'Other sections keep working. Check your connection and try again.',
  },
  account: {
    title: 'Your account',
    email: 'Email',
    roles: 'Roles',
    permissions: 'Permissions',
    lastSignIn: 'Last sign-in',
    firstSignIn: 'This is your first sign-in',
    memberSince: 'Member since',
    loadFailed: 'Failed to fetch user profile',
    mustChangePassword: 'Please change your temporary password',
  },
};

export default en;
