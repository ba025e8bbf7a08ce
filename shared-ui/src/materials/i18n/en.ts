// Texts of materials that the teaching and learning areas share (namespace `materials`): the vocabularies'
// labels and every error the materials service answers, by its code (@campus/contracts/materials).
const en = {
  type: { pdf: 'Document', video: 'Video', audio: 'Audio', interactive: 'Interactive', link: 'Link' },
  segment: { general: 'General', 'weeks-1-7': 'Weeks 1–7', 'weeks-8-14': 'Weeks 8–14', 'weeks-15-21': 'Weeks 15–21' },
  category: { lecture: 'Lectures', seminar: 'Seminars', lab: 'Labs', reading: 'Reading', homework: 'Homework', exam: 'Exams' },
  access: { course: 'Whole course', section: 'This section', staff: 'Staff only' },
  accessHint: {
    course: 'Every student of any section of the course',
    section: 'Only the students of this section',
    staff: 'The course’s lecturers and staff, e.g. answer keys',
  },
  uploadMode: { file: 'File', link: 'Link', embed: 'Embed code' },
  errors: {
    NAME_REQUIRED: 'Material name is required',
    DESCRIPTION_REQUIRED: 'Material description is required',
    COURSE_REQUIRED: 'Course ID is required',
    ID_REQUIRED: 'Material ID is required',
    ASSIGNMENT_REQUIRED: 'Assignment ID is required',
    LINK_INVALID: 'Link must be a valid URL',
    FILE_REQUIRED: 'Choose a file to upload',
    FILE_TOO_LARGE: 'File size exceeds 50MB limit',
    FILE_TYPE_NOT_ALLOWED: 'Invalid file type for {{type}}. Allowed: {{allowed}}',
    FILE_TYPE_INVALID: 'Invalid file type',
    DUE_DATE_REQUIRED: 'Homework needs a due date',
    DUE_DATE_INVALID: 'Due date must be a valid date and time',
    VALUE_NOT_ALLOWED: '{{field}} must be one of: {{allowed}}',
    TOO_LONG: '{{field}} must be at most {{max}} characters',
    METADATA_INVALID: 'Metadata must be a JSON object',
    EMBED_REQUIRED: 'Paste the embed code',
    DOWNLOAD_NOT_ALLOWED: 'Downloading this material is not allowed',
    LINK_EXPIRED: 'This download link has expired',
    LINK_INVALID_SIGNATURE: 'This download link is not valid',
    TOO_MANY_FILES: 'Send one file per material',
    MATERIAL_NOT_FOUND: 'Material not found',
    ASSIGNMENT_NOT_FOUND: 'Assignment not found',
    MATERIAL_ACCESS_DENIED: 'You do not have access to this material',
    FILE_NOT_FOUND: 'This material has no file',
    VALIDATION_FAILED: 'Please correct the highlighted fields',
  },
};

export default en;
