// Texts of the study programs list and form, shared by the admin and dean's office areas: the `programs` sub-tree of
// the `academic` namespace. hy.ts and ru.ts carry exactly these keys.
const en = {
  programs: {
    title: 'Study programs',
    search: 'Search by code or name',
    loadFailed: 'Failed to load programs',
    empty: 'No programs yet',
    create: 'New program',
    createTitle: 'New study program',
    editTitle: 'Edit program {{code}}',
    created: 'Program {{code}} created',
    updated: 'Program {{code}} saved',
    deleted: 'Program {{code}} deleted',
    deleteConfirm: 'Delete the program {{code}} «{{name}}»?',
    deleteHint: 'A program with students or groups cannot be deleted: move them first.',
    open: 'Open',
    closed: 'Closed',
    level: { undergraduate: 'Bachelor', graduate: 'Master', postgraduate: 'Doctorate' },
    fields: {
      code: 'Code',
      name: 'Name',
      level: 'Level',
      department: 'Department',
      durationYears: 'Duration, years',
      students: 'Students',
      groups: 'Groups',
      status: 'Status',
      isActive: 'Open for enrolment',
      description: 'Description',
    },
    validation: {
      code: 'Program code is required',
      name: 'Program name is required',
      department: 'Department is required',
      durationYears: 'Duration is a whole number of years from 1 to 8',
    },
  },
};

export default en;
