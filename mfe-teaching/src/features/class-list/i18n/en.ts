// Texts of /class-list (namespace `teaching`, under `classList`). hy.ts and ru.ts carry exactly these keys.
const en = {
  sidebar: 'My classes',
  title: 'My classes',
  subtitle: 'The sections you teach this term: groups, enrolment, weekly times and rooms',
  loadFailed: 'Failed to load your classes',
  empty: 'You teach no sections this term.',
  groups: 'Groups',
  noGroups: 'No groups',
  enrolment: 'Enrolment',
  week: 'Every week',
  noClasses: 'No weekly classes yet',
  online: 'Online',
  attendance: 'Attendance',
  materials: 'Materials',
};

export default en;
