// Texts of /schedule (namespace `learning`, key `schedule`). hy.ts and ru.ts carry exactly these keys.
const en = {
  sidebar: 'Schedule',
  title: 'Schedule',
  subtitle: 'Your classes this week, by day and time',
  subtitleStaff: "Your department's classes this week",
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  today: 'Today',
  weekOf: '{{from}} – {{to}}',
  loadFailed: 'Failed to load class schedule',
  empty: 'No classes this week',
  emptyHint: 'Classes appear here once your department places them in the week.',
  details: {
    section: 'Section',
    when: 'When',
    where: 'Where',
    virtual: 'Virtual',
    join: 'Join',
    instructor: 'Instructor',
    tba: 'TBA',
    groups: 'Groups',
    seats: 'Seats',
  },
};

export default en;
