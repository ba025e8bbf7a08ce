// Texts of the shared timetable (namespace `timetable`). hy.ts and ru.ts carry exactly these keys.
const en = {
  weekdays: { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' },
  weekdaysShort: { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' },
  view: { label: 'View', week: 'Week', day: 'Day' },
  day: 'Day of the week',
  lanes: { label: 'Columns', room: 'By room', group: 'By group', lecturer: 'By lecturer', none: 'By time' },
  filter: {
    search: 'Search course, lecturer, room or group',
    lecturer: 'Lecturer',
    room: 'Room',
    group: 'Group',
    allLecturers: 'All lecturers',
    allRooms: 'All rooms',
    allGroups: 'All groups',
    clear: 'Clear filters',
  },
  shown: 'Showing {{shown}} of {{total}} classes',
  more: '+{{count}} more',
  moreLabel: '{{count}} more classes on {{day}} from {{hour}}: open the day',
  online: 'Online',
  noRoom: 'No room',
  noGroup: 'No group',
  tba: 'TBA',
  seats: '{{count}}/{{max}} seats',
  virtual: 'Virtual',
  join: 'Join',
  noClassesDay: 'No classes on this day',
  noMatch: 'No classes match the filter',
  clickToAdd: 'Click to add a class here',
  today: 'today',
};

export default en;
