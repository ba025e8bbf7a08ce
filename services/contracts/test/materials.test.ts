// The materials field check: every message, in the spec's words, and the payload rule (empty strings dropped
// except description and embed code).
import { describe, expect, it } from '@jest/globals';
import {
  MATERIAL_ERROR_CODES,
  MAX_FILE_BYTES,
  checkMaterialFields,
  dropEmptyStrings,
  materialMessage,
  type MaterialCheck,
  type MaterialCheckOptions,
  type MaterialFieldsInput,
} from '@campus/contracts/materials';

const COURSE = '00000000-0000-4000-8000-000000000001';
const valid: Record<MaterialCheck, MaterialFieldsInput> = {
  create: { name: 'Week 1 slides', description: 'Intro', type: 'pdf', courseId: COURSE },
  update: { id: 7, name: 'Week 1 slides', description: 'Intro' },
  assignment: { assignmentId: COURSE, name: 'Lab 1', description: 'Bring a laptop', type: 'pdf', categoryKey: 'lab' },
};
const FILE: MaterialCheckOptions = { hasFile: true };

const problems = (fields: MaterialFieldsInput, check: MaterialCheck = 'create', options: MaterialCheckOptions = FILE) =>
  checkMaterialFields(fields, check, options).map(({ field, code, message }) => ({ field, code, message }));

describe('checkMaterialFields', () => {
  it.each(Object.keys(valid) as MaterialCheck[])('accepts a complete %s', (check) => {
    expect(problems(valid[check], check)).toEqual([]);
  });

  it('create: name, description and course are required, in the spec words', () => {
    expect(problems({ type: 'pdf', name: ' ', description: '' })).toEqual([
      { field: 'courseId', code: 'COURSE_REQUIRED', message: 'Course ID is required' },
      { field: 'name', code: 'NAME_REQUIRED', message: 'Material name is required' },
      { field: 'description', code: 'DESCRIPTION_REQUIRED', message: 'Material description is required' },
    ]);
  });

  it('update: id, name and description are required', () => {
    expect(problems({}, 'update')).toEqual([
      { field: 'id', code: 'ID_REQUIRED', message: 'Material ID is required' },
      { field: 'name', code: 'NAME_REQUIRED', message: 'Material name is required' },
      { field: 'description', code: 'DESCRIPTION_REQUIRED', message: 'Material description is required' },
    ]);
  });

  it('assignment upload needs an assignment id and a category', () => {
    expect(problems({ ...valid.assignment, assignmentId: '', categoryKey: undefined }, 'assignment')).toEqual([
      { field: 'assignmentId', code: 'ASSIGNMENT_REQUIRED', message: 'Assignment ID is required' },
      { field: 'categoryKey', code: 'VALUE_NOT_ALLOWED', message: 'categoryKey must be one of: lecture, seminar, lab, reading, homework, exam' },
    ]);
  });

  it('a link material needs a valid http(s) URL', () => {
    for (const link of [undefined, 'not a url', 'javascript:alert(1)', 'ftp://x.test/a']) {
      expect(problems({ ...valid.create, type: 'link', link })).toEqual([{ field: 'link', code: 'LINK_INVALID', message: 'Link must be a valid URL' }]);
    }
    expect(problems({ ...valid.create, type: 'link', link: 'https://example.org/a?b=1' })).toEqual([]);
    expect(problems({ ...valid.create, uploadMode: 'link', link: 'https://example.org' })).toEqual([]);
  });

  it('a file upload needs a file; an embed needs its code', () => {
    expect(problems(valid.create, 'create', {})).toEqual([{ field: 'file', code: 'FILE_REQUIRED', message: 'Choose a file to upload' }]);
    expect(problems({ ...valid.create, type: 'video', uploadMode: 'embed' }, 'create', {})).toEqual([
      { field: 'embedCode', code: 'EMBED_REQUIRED', message: 'Paste the embed code' },
    ]);
  });

  it('the file: at most 50 MB, of a kind its type allows', () => {
    expect(problems(valid.create, 'create', { file: { size: MAX_FILE_BYTES + 1, mimeType: 'application/pdf' } })).toEqual([
      { field: 'file', code: 'FILE_TOO_LARGE', message: 'File size exceeds 50MB limit' },
    ]);
    expect(problems(valid.create, 'create', { file: { size: MAX_FILE_BYTES, mimeType: 'application/pdf' } })).toEqual([]);
    expect(checkMaterialFields({ ...valid.create, type: 'video' }, 'create', { file: { size: 10, mimeType: 'application/pdf' } })).toEqual([
      { field: 'file', code: 'FILE_TYPE_NOT_ALLOWED', message: 'Invalid file type for video. Allowed: mp4, avi, mov, wmv, quicktime', params: { type: 'video', allowed: 'mp4, avi, mov, wmv, quicktime' } },
    ]);
    expect(problems({ ...valid.create, type: 'interactive' }, 'create', { file: { size: 10, mimeType: 'application/zip' } })).toEqual([]);
    expect(problems({ ...valid.create, type: 'audio' }, 'create', { file: { size: 10, mimeType: 'audio/x-wav' } })).toEqual([]);
    expect(problems(valid.create, 'create', { file: { size: 10, mimeType: 'text/plain; charset=utf-8' } })).toEqual([]);
  });

  it('homework needs a valid due date', () => {
    const homework = { ...valid.assignment, categoryKey: 'homework' };
    expect(problems(homework, 'assignment')).toEqual([{ field: 'dueAt', code: 'DUE_DATE_REQUIRED', message: 'Homework needs a due date' }]);
    expect(problems({ ...homework, dueAt: 'tomorrow' }, 'assignment')).toEqual([
      { field: 'dueAt', code: 'DUE_DATE_INVALID', message: 'Due date must be a valid date and time' },
    ]);
    expect(problems({ ...homework, dueAt: '2026-12-01T23:59:00Z' }, 'assignment')).toEqual([]);
  });

  it('ids must be well formed', () => {
    expect(problems({ ...valid.create, courseId: 'abc', sectionId: '1; drop', semesterId: COURSE })).toEqual([
      { field: 'courseId', code: 'ID_INVALID', message: 'courseId must be a valid id' },
      { field: 'sectionId', code: 'ID_INVALID', message: 'sectionId must be a valid id' },
    ]);
    expect(problems({ ...valid.update, id: '0' }, 'update')).toEqual([{ field: 'id', code: 'ID_INVALID', message: 'id must be a valid id' }]);
  });

  it('vocabularies, lengths and metadata', () => {
    expect(problems({ ...valid.create, type: 'gif', weekSegment: 'week-3', accessLevel: 'all' })).toEqual([
      { field: 'type', code: 'VALUE_NOT_ALLOWED', message: 'type must be one of: pdf, video, audio, interactive, link' },
      { field: 'weekSegment', code: 'VALUE_NOT_ALLOWED', message: 'weekSegment must be one of: general, weeks-1-7, weeks-8-14, weeks-15-21' },
      { field: 'accessLevel', code: 'VALUE_NOT_ALLOWED', message: 'accessLevel must be one of: course, section, staff' },
    ]);
    expect(problems({ ...valid.create, name: 'x'.repeat(256) })).toEqual([{ field: 'name', code: 'TOO_LONG', message: 'name must be at most 255 characters' }]);
    expect(problems({ ...valid.create, metadata: '[1]' })).toEqual([{ field: 'metadata', code: 'METADATA_INVALID', message: 'Metadata must be a JSON object' }]);
    expect(problems({ ...valid.create, metadata: '{"year":2}' })).toEqual([]);
  });
});

describe('materialMessage', () => {
  it('has the design text of every code', () => {
    expect(Object.fromEntries(MATERIAL_ERROR_CODES.map((code) => [code, materialMessage(code, { type: 'pdf', allowed: 'A', field: 'f', max: 3 })]))).toEqual({
      NAME_REQUIRED: 'Material name is required',
      DESCRIPTION_REQUIRED: 'Material description is required',
      COURSE_REQUIRED: 'Course ID is required',
      ID_REQUIRED: 'Material ID is required',
      ASSIGNMENT_REQUIRED: 'Assignment ID is required',
      LINK_INVALID: 'Link must be a valid URL',
      FILE_REQUIRED: 'Choose a file to upload',
      FILE_TOO_LARGE: 'File size exceeds 50MB limit',
      FILE_TYPE_NOT_ALLOWED: 'Invalid file type for pdf. Allowed: A',
      FILE_TYPE_INVALID: 'Invalid file type',
      DUE_DATE_REQUIRED: 'Homework needs a due date',
      DUE_DATE_INVALID: 'Due date must be a valid date and time',
      VALUE_NOT_ALLOWED: 'f must be one of: A',
      TOO_LONG: 'f must be at most 3 characters',
      TOO_MANY_FILES: 'Send one file per material',
      METADATA_INVALID: 'Metadata must be a JSON object',
      EMBED_REQUIRED: 'Paste the embed code',
      ID_INVALID: 'f must be a valid id',
      SECTION_NOT_IN_COURSE: 'The section is not a section of this course',
      DOWNLOAD_NOT_ALLOWED: 'Downloading this material is not allowed',
      LINK_EXPIRED: 'This download link has expired',
      LINK_INVALID_SIGNATURE: 'This download link is not valid',
      MATERIAL_NOT_FOUND: 'Material not found',
      ASSIGNMENT_NOT_FOUND: 'Assignment not found',
      MATERIAL_ACCESS_DENIED: 'You do not have access to this material',
      FILE_NOT_FOUND: 'This material has no file',
      VALIDATION_FAILED: 'Please correct the highlighted fields',
    });
  });
});

describe('dropEmptyStrings', () => {
  it('drops empty strings except description and embed code', () => {
    expect(dropEmptyStrings({ name: '', link: '', description: '', embedCode: '', type: 'pdf', allowDownload: false, dueAt: null })).toEqual({
      description: '',
      embedCode: '',
      type: 'pdf',
      allowDownload: false,
      dueAt: null,
    });
  });
});
