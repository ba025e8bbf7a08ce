// Texts of the upcoming classes and the dashboard figures (namespace `upcoming`), shown on the student's dashboard
// and the lecturer's home. hy.ts and ru.ts carry exactly these keys.
const en = {
  title: 'Upcoming classes',
  refresh: 'Refresh',
  lastUpdated: 'Last updated {{time}}',
  loadFailed: 'Failed to load upcoming classes',
  tryAgain: 'Try again',
  empty: 'No upcoming classes',
  emptyHint: 'Your next classes will appear here once they are on the timetable.',
  virtual: 'Virtual',
  room: 'Room {{code}}',
  online: 'Online',
  section: 'Section {{number}}',
  enrolled: '{{count}} / {{max}} enrolled',
  instructorTba: 'TBA',
  joinNow: 'Join now',
  joinNoLink: 'The join link has not been added yet',
  opensAt: 'Opens at {{time}}',
  viewDetails: 'View details',
  startsWhen: 'Starts {{when}}',
  startedWhen: 'Started {{when}}',
  badge: {
    completed: 'Completed',
    inProgress: 'In progress',
    startingSoon: 'Starting soon',
    today: 'Today',
    tomorrow: 'Tomorrow',
  },
  stats: {
    courses: 'Courses',
    students: 'Students',
    unavailable: 'Not available',
  },
};

export default en;
