// Texts of the lecturer area (namespace `teaching`). hy.ts and ru.ts carry exactly these keys.
const en = {
  sidebar: {
    materials: 'My materials',
  },
  materials: {
    title: 'Lecturer materials',
    greeting: 'Welcome, {{name}}! Your teaching materials will live here.',
    preview: {
      title: 'Materials management is on its way',
      intro: 'Soon you will prepare everything your students need for each subject right on this page.',
      upload: 'Upload files, links and embedded videos',
      uploadText: 'Files up to 50 MB each, with upload progress',
      organise: 'Organise by week and category',
      organiseText: 'Lectures, seminars, assignments and extra reading',
      access: 'Decide who sees what',
      accessText: 'Choose the audience of each material and whether it can be downloaded',
    },
  },
};

export default en;
