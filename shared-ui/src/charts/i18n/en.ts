// Texts of the shared analytics charts (namespace `charts`). hy.ts and ru.ts carry exactly these keys.
const en = {
  analytics: {
    loadFailed: 'Failed to load analytics',
    byProgram: 'Enrolment per program',
    students: 'Students',
    activeStudents: 'Active students',
    noPrograms: 'No programs to show',
    loadByLecturer: 'Teaching load per lecturer',
    loadPercent: 'Load, % of maximum',
    loadTooltip: '{{name}}: {{current}} of {{max}} h',
    overloaded: 'Over the maximum: {{count}}',
    noLecturers: 'No lecturers to show',
    groupFill: 'Groups by fill level',
    groupSizes: 'Largest groups against capacity',
    groups: 'groups',
    capacity: 'Capacity',
    noGroups: 'No groups to show',
    bands: {
      low: 'Under half full',
      medium: 'Half to 90% full',
      high: '90% full or more',
      full: 'Full',
    },
  },
};

export default en;
