import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Material } from '@campus/contracts/materials';
import { ApiError, i18n } from '@campus/shared-ui';
import en from '../src/i18n/en.js';
import { checkForm, fromLocalInput, initialValues, saveFailureText, toFormData, toLocalInput, type MaterialFormValues } from '../src/features/materials/components/material-form-model.js';

const t = i18n.getFixedT('en', 'teaching');

beforeAll(async () => {
  i18n.addResourceBundle('en', 'teaching', en);
  await i18n.changeLanguage('en');
});

const values = (changes: Partial<MaterialFormValues> = {}): MaterialFormValues =>
  initialValues(undefined, { assignmentId: '9b2f4c1e-8d7a-4c3b-9a1e-2f3d4c5b6a7e', categoryKey: 'lecture', name: 'Lecture 1', description: 'Notes', ...changes });

const pdf = (bytes = 1000, type = 'application/pdf') => new File([new Uint8Array(bytes)], 'notes.pdf', { type });

describe('the material form before sending', () => {
  it('when a homework has no due date, or no file is chosen, then the contracts check names those fields', () => {
    const problems = checkForm(values({ categoryKey: 'homework' }), null, undefined);
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['file', 'FILE_REQUIRED'],
      ['dueAt', 'DUE_DATE_REQUIRED'],
    ]);
  });

  it('when the browser does not know a file kind, then only its size is checked here (the server reads the bytes)', () => {
    expect(checkForm(values(), pdf(1000, ''), undefined)).toEqual([]);
    expect(checkForm(values({ type: 'video' }), pdf(1000), undefined).map((problem) => problem.code)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
    expect(checkForm(values(), { size: 52_428_801, type: '', name: 'big.pdf' } as File, undefined).map((problem) => problem.code)).toEqual(['FILE_TOO_LARGE']);
  });

  it('when an edited material keeps its stored file, then no new file is needed', () => {
    const stored = { id: 7, filePath: '/api/materials/7/stream' } as Material;
    expect(checkForm(values(), null, stored)).toEqual([]);
  });
});

describe('the multipart body', () => {
  it('when a file material is sent, then it carries the file and the chosen fields, without the other modes’ fields', () => {
    const body = toFormData(values({ link: 'https://example.org', allowDownload: false }), pdf(), undefined);
    expect(body.get('file')).toBeInstanceOf(File);
    expect(body.get('link')).toBeNull();
    expect(body.get('allowDownload')).toBe('false');
    expect(body.get('categoryKey')).toBe('lecture');
    expect(body.get('dueAt')).toBeNull();
  });

  it('when embed code is sent, then an empty description stays (spec: Payloads) and the file is left out', () => {
    const body = toFormData(values({ uploadMode: 'embed', embedCode: '<iframe src="https://www.youtube.com/embed/x"></iframe>', description: '' }), pdf(), { id: 3 } as Material);
    expect(body.get('description')).toBe('');
    expect(body.get('embedCode')).toContain('<iframe');
    expect(body.get('file')).toBeNull();
    expect(body.get('id')).toBe('3');
  });

  it('when homework is due, then the local date-time goes as the same instant in ISO form and comes back the same', () => {
    const local = '2026-12-01T23:59';
    const body = toFormData(values({ categoryKey: 'homework', dueAt: local }), pdf(), undefined);
    expect(body.get('dueAt')).toBe(new Date(local).toISOString());
    expect(toLocalInput(fromLocalInput(local))).toBe(local);
  });
});

describe('what a failed save says', () => {
  it('when the connection fails, then the spec’s upload or update words', () => {
    const offline = new ApiError({ status: 0, message: 'Network connection failed', messageKey: 'errors.network' });
    expect(saveFailureText(t, offline, 'upload')).toBe('Network error during upload');
    expect(saveFailureText(t, offline, 'update')).toBe('Network error during update');
  });

  it('when the server fails without a code, then the status is named; a bare 413 is the size limit', () => {
    expect(saveFailureText(t, new ApiError({ status: 503, message: 'Service Unavailable' }), 'upload')).toBe('Upload failed (503)');
    expect(saveFailureText(t, new ApiError({ status: 502, message: 'Bad Gateway' }), 'update')).toBe('Update failed (502)');
    expect(saveFailureText(t, new ApiError({ status: 413, message: 'Payload Too Large' }), 'upload')).toBe('File size exceeds 50MB limit');
  });

  it('when the server answers a code, then its translated text with its particulars', () => {
    const refused = new ApiError({ status: 400, code: 'FILE_TYPE_NOT_ALLOWED', message: 'Invalid file type for video. Allowed: mp4', details: { type: 'video', allowed: 'mp4, avi, mov, wmv, quicktime' } });
    expect(saveFailureText(t, refused, 'upload')).toBe('Invalid file type for video. Allowed: mp4, avi, mov, wmv, quicktime');
    const invalid = new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'x', details: { errors: [{ field: 'name', code: 'NAME_REQUIRED', message: 'Material name is required' }] } });
    expect(saveFailureText(t, invalid, 'upload')).toBe('Please correct the highlighted fields');
  });
});
