// Every materials error as a stable code, its params and the English text the server answers (the spec's words
// where the spec has them). Browsers translate by code under `materials:errors.<CODE>`, interpolating the params.
//
//   NAME_REQUIRED · DESCRIPTION_REQUIRED · COURSE_REQUIRED · ID_REQUIRED · ASSIGNMENT_REQUIRED · LINK_INVALID
//   FILE_REQUIRED · FILE_TOO_LARGE (413) · FILE_TYPE_NOT_ALLOWED {type, allowed} · FILE_TYPE_INVALID
//   DUE_DATE_REQUIRED · DUE_DATE_INVALID · VALUE_NOT_ALLOWED {field, allowed} · TOO_LONG {field, max}
//   METADATA_INVALID · EMBED_REQUIRED · ID_INVALID {field} · SECTION_NOT_IN_COURSE
//   DOWNLOAD_NOT_ALLOWED (403) · LINK_EXPIRED (403) · LINK_INVALID_SIGNATURE (403)
//   MATERIAL_NOT_FOUND (404) · ASSIGNMENT_NOT_FOUND (404) · MATERIAL_ACCESS_DENIED (403) · FILE_NOT_FOUND (404)
//   VALIDATION_FAILED: the 400 whose details.errors lists the field issues above.

export type MaterialMessageParams = Record<string, string | number>;

const MESSAGES = {
  NAME_REQUIRED: () => 'Material name is required',
  DESCRIPTION_REQUIRED: () => 'Material description is required',
  COURSE_REQUIRED: () => 'Course ID is required',
  ID_REQUIRED: () => 'Material ID is required',
  ASSIGNMENT_REQUIRED: () => 'Assignment ID is required',
  LINK_INVALID: () => 'Link must be a valid URL',
  FILE_REQUIRED: () => 'Choose a file to upload',
  FILE_TOO_LARGE: () => 'File size exceeds 50MB limit',
  FILE_TYPE_NOT_ALLOWED: (p) => `Invalid file type for ${p.type}. Allowed: ${p.allowed}`,
  FILE_TYPE_INVALID: () => 'Invalid file type',
  TOO_MANY_FILES: () => 'Send one file per material',
  DUE_DATE_REQUIRED: () => 'Homework needs a due date',
  DUE_DATE_INVALID: () => 'Due date must be a valid date and time',
  VALUE_NOT_ALLOWED: (p) => `${p.field} must be one of: ${p.allowed}`,
  TOO_LONG: (p) => `${p.field} must be at most ${p.max} characters`,
  METADATA_INVALID: () => 'Metadata must be a JSON object',
  EMBED_REQUIRED: () => 'Paste the embed code',
  ID_INVALID: (p) => `${p.field} must be a valid id`,
  SECTION_NOT_IN_COURSE: () => 'The section is not a section of this course',
  DOWNLOAD_NOT_ALLOWED: () => 'Downloading this material is not allowed',
  LINK_EXPIRED: () => 'This download link has expired',
  LINK_INVALID_SIGNATURE: () => 'This download link is not valid',
  MATERIAL_NOT_FOUND: () => 'Material not found',
  ASSIGNMENT_NOT_FOUND: () => 'Assignment not found',
  MATERIAL_ACCESS_DENIED: () => 'You do not have access to this material',
  FILE_NOT_FOUND: () => 'This material has no file',
  VALIDATION_FAILED: () => 'Please correct the highlighted fields',
} satisfies Record<string, (params: MaterialMessageParams) => string>;

export type MaterialErrorCode = keyof typeof MESSAGES;
export const MATERIAL_ERROR_CODES = Object.keys(MESSAGES) as MaterialErrorCode[];

/** The HTTP status of the codes that are not a 400. */
export const MATERIAL_ERROR_STATUS: Partial<Record<MaterialErrorCode, number>> = {
  FILE_TOO_LARGE: 413,
  DOWNLOAD_NOT_ALLOWED: 403,
  LINK_EXPIRED: 403,
  LINK_INVALID_SIGNATURE: 403,
  MATERIAL_ACCESS_DENIED: 403,
  MATERIAL_NOT_FOUND: 404,
  ASSIGNMENT_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
};

/** The English text of a code with its params. */
export function materialMessage(code: MaterialErrorCode, params: MaterialMessageParams = {}): string {
  return MESSAGES[code](params);
}

/** One field's problem, as listed under details.errors of a 400 and shown beside the field in the form. */
export interface MaterialFieldError {
  field: string;
  code: MaterialErrorCode;
  message: string;
  params?: MaterialMessageParams;
}

export function fieldError(field: string, code: MaterialErrorCode, params?: MaterialMessageParams): MaterialFieldError {
  return params ? { field, code, message: materialMessage(code, params), params } : { field, code, message: materialMessage(code) };
}
