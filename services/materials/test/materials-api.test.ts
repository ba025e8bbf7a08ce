// The materials API against real Postgres and Redis with the demo university: publishing (multipart and JSON) with
// every validation message, who reads what (sections, course-wide, staff-only, other courses), streaming with
// Range, signed downloads (allowDownload, expiry, tampering), the author's list, assignments with counts, updates,
// removal with the stored file, search, embed code, and the students' announcement.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import type { Material } from '@campus/contracts/materials';
import { signDownload } from '../src/files/signed-url.js';
import { samples } from './files-support.js';
import {
  callerFor,
  otherLecturer,
  outsider,
  siblingSection,
  startMaterialsTestApp,
  studentOf,
  taughtSections,
  type Caller,
  type DemoSection,
  type MaterialsTestApp,
} from './support/app.js';

let test_: MaterialsTestApp;
let lecturer: Caller;
let student: Caller;
let siblingStudent: Caller | undefined;
let stranger: Caller;
let strangerLecturer: Caller;
let admin: Caller;
let qa: Caller;
let section: DemoSection;
let sibling: { sectionId: string; studentEmail: string } | undefined;

const PDF = { name: 'slides.pdf', head: samples.pdf(), contentType: 'application/pdf' };
const base = (over: Record<string, string> = {}) => ({ name: 'Լեկցիա 1 slides', description: 'Introduction to the course', type: 'pdf', ...over });
const errorsOf = (body: string) => (JSON.parse(body) as { details: { errors: { field: string; code: string; message: string }[] } }).details.errors.map(({ field, code, message }) => ({ field, code, message }));
const storagePath = (material: { id: number }) => sql<{ storage_key: string | null }>`select storage_key from materials.materials where id = ${material.id}`.execute(test_.root).then(({ rows }) => rows[0]?.storage_key);
const onDisk = (key: string) => existsSync(path.join(test_.deps.config.materials.storageDir, key));

async function publishToSection(fields: Record<string, string>, file?: typeof PDF): Promise<Material> {
  const answer = await lecturer.form('POST', `/api/materials/assignment/${section.sectionId}`, { categoryKey: 'lecture', ...base(), ...fields }, file);
  expect(answer.statusCode).toBe(201);
  return answer.json<{ data: Material }>().data;
}

beforeAll(async () => {
  test_ = await startMaterialsTestApp();
  lecturer = await callerFor(test_.app, 'lecturer@campus.test');
  [section] = (await taughtSections(test_.root, 'lecturer@campus.test')) as [DemoSection];
  sibling = await siblingSection(test_.root, section);
  [student, stranger, strangerLecturer, admin, qa] = await Promise.all([
    studentOf(test_.root, section.sectionId).then((email) => callerFor(test_.app, email)),
    outsider(test_.root, section.courseId).then((email) => callerFor(test_.app, email)),
    otherLecturer(test_.root, section.courseId).then((email) => callerFor(test_.app, email)),
    callerFor(test_.app, 'admin@campus.test'),
    callerFor(test_.app, 'qa@campus.test'),
  ]);
  if (sibling) siblingStudent = await callerFor(test_.app, sibling.studentEmail);
}, 120_000);

afterAll(async () => {
  await test_?.close();
});

describe('the demo', () => {
  test('lecturer@campus.test\'s sections come with materials of every kind, the syllabus file readable by their students', async () => {
    const seeded = (await student('GET', `/api/materials/assignment/${section.sectionId}`)).json<{ materials: Material[] }>().materials;
    expect(seeded.map((item) => item.uploadMode).sort()).toEqual(['embed', 'file', 'link', 'link', 'link']);
    expect(seeded.find((item) => item.type === 'video')?.embedCode).toContain('https://www.youtube-nocookie.com/embed/');
    const syllabus = seeded.find((item) => item.uploadMode === 'file')!;
    const file = await student('GET', syllabus.filePath!);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(section.courseCode);
    const staffOnly = (await lecturer('GET', `/api/materials/assignment/${section.sectionId}`)).json<{ materials: Material[] }>().materials.filter((item) => item.accessLevel === 'staff');
    expect(staffOnly.map((item) => item.name)).toEqual(['Answer key — homework 1']);
  });
});

describe('publishing', () => {
  test('a course material needs name, description and course: the spec messages under details.errors', async () => {
    const answer = await lecturer('POST', '/api/materials', { name: '', description: '', type: 'link' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Course ID is required' });
    expect(errorsOf(answer.body)).toEqual([
      { field: 'courseId', code: 'COURSE_REQUIRED', message: 'Course ID is required' },
      { field: 'name', code: 'NAME_REQUIRED', message: 'Material name is required' },
      { field: 'description', code: 'DESCRIPTION_REQUIRED', message: 'Material description is required' },
      { field: 'link', code: 'LINK_INVALID', message: 'Link must be a valid URL' },
    ]);
  });

  test('a link must be a valid URL; a file upload needs a file; homework a due date', async () => {
    const link = await lecturer('POST', '/api/materials', { ...base({ type: 'link', link: 'javascript:alert(1)' }), courseId: section.courseId });
    expect(errorsOf(link.body)).toEqual([{ field: 'link', code: 'LINK_INVALID', message: 'Link must be a valid URL' }]);
    const noFile = await lecturer.form('POST', '/api/materials', { ...base(), courseId: section.courseId });
    expect(errorsOf(noFile.body)).toEqual([{ field: 'file', code: 'FILE_REQUIRED', message: 'Choose a file to upload' }]);
    const homework = await lecturer.form('POST', `/api/materials/assignment/${section.sectionId}`, { ...base({ type: 'link', link: 'https://example.org/task' }), categoryKey: 'homework' });
    expect(errorsOf(homework.body)).toEqual([{ field: 'dueAt', code: 'DUE_DATE_REQUIRED', message: 'Homework needs a due date' }]);
    const category = await lecturer.form('POST', `/api/materials/assignment/${section.sectionId}`, base({ type: 'link', link: 'https://example.org/task' }));
    expect(errorsOf(category.body)[0]).toMatchObject({ field: 'categoryKey', code: 'VALUE_NOT_ALLOWED' });
  });

  test('the other field messages: section of another course, embed, due date, metadata, length, id', async () => {
    const elsewhere = await sql<{ id: string }>`select id from organizational.sections where course_id <> ${section.courseId} limit 1`.execute(test_.root);
    const link = { type: 'link', link: 'https://example.org' };
    const wrongSection = await lecturer('POST', '/api/materials', { ...base(link), courseId: section.courseId, sectionId: elsewhere.rows[0]!.id });
    expect(errorsOf(wrongSection.body)).toEqual([{ field: 'sectionId', code: 'SECTION_NOT_IN_COURSE', message: 'The section is not a section of this course' }]);
    const toSection = (fields: Record<string, string>) => lecturer.form('POST', `/api/materials/assignment/${section.sectionId}`, { ...base(), categoryKey: 'homework', dueAt: '2031-01-01T10:00:00Z', ...fields });
    expect(errorsOf((await toSection({ type: 'video', uploadMode: 'embed' })).body)).toEqual([{ field: 'embedCode', code: 'EMBED_REQUIRED', message: 'Paste the embed code' }]);
    expect(errorsOf((await toSection({ ...link, dueAt: 'next friday' })).body)).toEqual([{ field: 'dueAt', code: 'DUE_DATE_INVALID', message: 'Due date must be a valid date and time' }]);
    expect(errorsOf((await toSection({ ...link, metadata: '{broken' })).body)).toEqual([{ field: 'metadata', code: 'METADATA_INVALID', message: 'Metadata must be a JSON object' }]);
    expect(errorsOf((await toSection({ ...link, name: 'n'.repeat(256) })).body)).toEqual([{ field: 'name', code: 'TOO_LONG', message: 'name must be at most 255 characters' }]);
    const material = await publishToSection(link);
    const otherId = await lecturer('PUT', `/api/materials/${material.id}`, { id: material.id + 1, name: 'x', description: 'y' });
    expect(errorsOf(otherId.body)).toEqual([{ field: 'id', code: 'ID_INVALID', message: 'id must be the material of the path' }]);
  });

  test('a file over 50 MB is refused with 413 while it streams, and nothing is left in storage', async () => {
    const dir = test_.deps.config.materials.storageDir;
    const { readdirSync } = await import('node:fs');
    const before = existsSync(dir) ? readdirSync(dir).length : 0;
    const answer = await lecturer.form('POST', `/api/materials/assignment/${section.sectionId}`, { ...base(), categoryKey: 'reading' }, { ...PDF, size: 52_428_801 });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File size exceeds 50MB limit' });
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(before);
  }, 60_000);

  test('a file whose content is not of its type is refused and nothing is stored', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from materials.materials`.execute(test_.root);
    const answer = await lecturer.form('POST', '/api/materials', { ...base({ type: 'video' }), courseId: section.courseId }, { ...PDF, name: 'lecture.mp4', contentType: 'video/mp4' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'Invalid file type for video. Allowed: mp4, avi, mov, wmv, quicktime' });
    const after = await sql<{ n: number }>`select count(*)::int as n from materials.materials`.execute(test_.root);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  test('a refused form removes the file it had already stored', async () => {
    const answer = await lecturer.form('POST', '/api/materials', { description: 'no name', type: 'pdf', courseId: section.courseId }, PDF);
    expect(errorsOf(answer.body)).toEqual([{ field: 'name', code: 'NAME_REQUIRED', message: 'Material name is required' }]);
    const { readdirSync } = await import('node:fs');
    const dir = test_.deps.config.materials.storageDir;
    const keys = existsSync(dir) ? readdirSync(dir) : [];
    const stored = await sql<{ storage_key: string }>`select storage_key from materials.materials where storage_key is not null`.execute(test_.root);
    expect(keys.filter((key) => !stored.rows.some((row) => row.storage_key === key))).toEqual([]);
  });

  test('a lecturer publishes a PDF to their section: the record, its author, and the file streamed back with Range', async () => {
    const material = await publishToSection({ weekSegment: 'weeks-1-7' }, PDF);
    expect(material).toMatchObject({
      name: 'Լեկցիա 1 slides', type: 'pdf', courseId: section.courseId, sectionId: section.sectionId, weekSegment: 'weeks-1-7', uploadMode: 'file',
      fileName: 'slides.pdf', fileSize: PDF.head.length, mimeType: 'application/pdf', filePath: `/api/materials/${material.id}/stream`,
      categoryKey: 'lecture', accessLevel: 'section', allowDownload: true, dueAt: null, createdBy: lecturer.userId, authorName: 'Aram Petrosyan',
    });
    const period = await sql<{ id: string }>`select period_id as id from organizational.sections where id = ${section.sectionId}`.execute(test_.root);
    expect(material.semesterId).toBe(period.rows[0]!.id);
    const viaCourse = await lecturer('POST', '/api/materials', { ...base({ type: 'link', link: 'https://example.org/x' }), courseId: section.courseId, sectionId: section.sectionId });
    expect(viaCourse.json()).toMatchObject({ data: { sectionId: section.sectionId, semesterId: period.rows[0]!.id, accessLevel: 'section' } });
    const whole = await student('GET', material.filePath!);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(PDF.head)).toBe(true);
    expect(whole.headers['content-disposition']).toMatch(/^inline/);
    const part = await student.raw({ method: 'GET', url: material.filePath!, headers: { range: 'bytes=1-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('PDF-');
    expect(part.headers['content-range']).toBe(`bytes 1-4/${PDF.head.length}`);
  });

  test('a lecturer cannot publish to a section or course they do not teach', async () => {
    const toSection = await strangerLecturer.form('POST', `/api/materials/assignment/${section.sectionId}`, { ...base({ type: 'link', link: 'https://example.org' }), categoryKey: 'reading' });
    expect(toSection.statusCode).toBe(403);
    const toCourse = await strangerLecturer('POST', '/api/materials', { ...base({ type: 'link', link: 'https://example.org' }), courseId: section.courseId });
    expect(toCourse.statusCode).toBe(403);
    const unknown = await lecturer.form('POST', '/api/materials/assignment/00000000-0000-4000-8000-000000000000', base());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ASSIGNMENT_NOT_FOUND' });
  });

  test('embed code keeps only an iframe of an allowed video host', async () => {
    const material = await publishToSection({ type: 'video', uploadMode: 'embed', embedCode: '<script>alert(1)</script><iframe src="https://www.youtube.com/embed/x" onload="alert(2)"></iframe><iframe src="https://evil.test/x"></iframe>' });
    expect(material.embedCode).toContain('src="https://www.youtube.com/embed/x"');
    expect(material.embedCode).not.toMatch(/<script|onload|evil/);
  });

  test('students of the section are told of a new material; a staff-only one is announced to nobody', async () => {
    const material = await publishToSection({ name: 'Reading list week 2', type: 'link', link: 'https://example.org/list' });
    const answer = await student('GET', '/api/notifications');
    const told = answer.json<{ data: { title: string; type: string; link?: string; i18n?: object }[] }>().data.find((item) => item.title === 'Նոր նյութ՝ Reading list week 2');
    expect(told).toMatchObject({ type: 'material', link: `/courses/${section.courseId}`, i18n: { key: 'materialPublished', params: { name: 'Reading list week 2', author: 'Aram Petrosyan' } } });
    await publishToSection({ name: 'Answer key', type: 'link', link: 'https://example.org/key', accessLevel: 'staff' });
    const after = (await student('GET', '/api/notifications')).json<{ data: { title: string }[] }>().data.map((item) => item.title);
    expect(after).not.toContain('Նոր նյութ՝ Answer key');
    expect(material.id).toBeGreaterThan(0);
  });
});

describe('who reads what', () => {
  let sectionOnly: Material;
  let courseWide: Material;
  let staffOnly: Material;

  beforeAll(async () => {
    sectionOnly = await publishToSection({ name: 'Section notes', type: 'link', link: 'https://example.org/a' });
    courseWide = await publishToSection({ name: 'Course syllabus', type: 'link', link: 'https://example.org/b', accessLevel: 'course' });
    staffOnly = await publishToSection({ name: 'Exam answers', type: 'link', link: 'https://example.org/c', accessLevel: 'staff', categoryKey: 'exam' });
  });

  const names = async (caller: Caller, query = '') => (await caller('GET', `/api/materials?courseId=${section.courseId}&pageSize=100${query}`)).json<{ data: Material[] }>().data.map((item) => item.name);

  test('the section\'s students read section and course materials, never staff ones', async () => {
    const seen = await names(student);
    expect(seen).toEqual(expect.arrayContaining(['Section notes', 'Course syllabus']));
    expect(seen).not.toContain('Exam answers');
    expect((await student('GET', `/api/materials/${staffOnly.id}`)).statusCode).toBe(403);
    expect((await student('GET', `/api/materials/${sectionOnly.id}`)).statusCode).toBe(200);
  });

  test('a student of another section of the course reads the course-wide material only', async () => {
    expect(siblingStudent).toBeDefined();
    if (!siblingStudent) return;
    const seen = await names(siblingStudent);
    expect(seen).toContain('Course syllabus');
    expect(seen).not.toContain('Section notes');
    expect((await siblingStudent('GET', `/api/materials/${sectionOnly.id}`)).statusCode).toBe(403);
    expect((await siblingStudent('GET', `/api/materials/${courseWide.id}`)).statusCode).toBe(200);
  });

  test('a student of another course gets an empty list and 403 on the material, its stream and its download', async () => {
    expect(await names(stranger)).toEqual([]);
    const pdf = await publishToSection({ name: 'Private slides' }, PDF);
    expect((await stranger('GET', `/api/materials/${pdf.id}`)).statusCode).toBe(403);
    expect((await stranger('GET', `/api/materials/${pdf.id}/stream`)).statusCode).toBe(403);
    expect((await stranger('GET', `/api/materials/assignment/${section.sectionId}/material/${pdf.id}/download`)).statusCode).toBe(403);
    expect((await stranger('GET', `/api/materials/assignment/${section.sectionId}`)).statusCode).toBe(403);
  });

  test('the lecturer, quality assurance and the admin read every level', async () => {
    for (const caller of [lecturer, qa, admin]) expect(await names(caller)).toEqual(expect.arrayContaining(['Section notes', 'Course syllabus', 'Exam answers']));
  });

  test('counts of several courses in one call: each as the caller\'s list of it totals it, in the order asked, once each', async () => {
    const other = (await sql<{ id: string }>`select id from organizational.courses where id <> ${section.courseId} order by code limit 1`.execute(test_.root)).rows[0]!.id;
    const counts = async (caller: Caller) => {
      const response = await caller('GET', `/api/materials/counts?courseIds=${section.courseId},${other},${section.courseId}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { courseId: string; count: number }[] }>().data;
    };
    const total = async (caller: Caller, courseId: string) => (await caller('GET', `/api/materials?courseId=${courseId}&pageSize=1`)).json<{ meta: { total: number } }>().meta.total;
    const seen: number[] = [];
    for (const caller of [lecturer, student, stranger]) {
      const answer = await counts(caller);
      expect(answer).toEqual([{ courseId: section.courseId, count: await total(caller, section.courseId) }, { courseId: other, count: await total(caller, other) }]);
      seen.push(answer[0]!.count);
    }
    // The staff-only material counts for its lecturer, not for the student; a student of another course counts none.
    expect(seen[0]).toBeGreaterThan(seen[1]!);
    expect(seen[1]).toBeGreaterThan(0);
    expect(seen[2]).toBe(0);
    expect((await student('GET', '/api/materials/counts?courseIds=not-a-course')).statusCode).toBe(400);
  });

  test('the chair and dean\'s office of the course\'s unit read it; the other faculty\'s do not', async () => {
    const { rows } = await sql<{ chair: string; dean: string }>`select chair.email as chair, dean.email as dean from organizational.courses c
      join organizational.departments d on d.id = c.department_id join auth.users chair on chair.id = d.chair_user_id
      join organizational.faculties f on f.id = d.faculty_id join auth.users dean on dean.id = f.dean_user_id where c.id = ${section.courseId}`.execute(test_.root);
    for (const email of [rows[0]!.chair, rows[0]!.dean]) expect(await names(await callerFor(test_.app, email))).toContain('Exam answers');
    const other = await sql<{ email: string }>`select u.email from organizational.departments d join auth.users u on u.id = d.chair_user_id
      where d.id <> (select department_id from organizational.courses where id = ${section.courseId}) order by d.code limit 1`.execute(test_.root);
    expect(await names(await callerFor(test_.app, other.rows[0]!.email))).toEqual([]);
  });

  test('an assignment\'s page: the assignment, and the materials the caller may read, of one week segment', async () => {
    const answer = await student('GET', `/api/materials/assignment/${section.sectionId}?weekSegment=general`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ assignment: { id: string; courseId: string }; materials: Material[] }>();
    expect(body.assignment).toMatchObject({ id: section.sectionId, courseId: section.courseId, courseCode: section.courseCode });
    expect(body.materials.every((item) => item.weekSegment === 'general' && item.accessLevel !== 'staff')).toBe(true);
    expect(body.materials.map((item) => item.name)).toContain('Section notes');
    // The counts are of what the caller may read: a student's leave the staff-only material out.
    const whole = (await student('GET', `/api/materials/assignment/${section.sectionId}`)).json<{ assignment: { materialCount: number }; materials: Material[] }>();
    expect(whole.assignment.materialCount).toBe(whole.materials.length);
    const staffView = (await lecturer('GET', `/api/materials/assignment/${section.sectionId}`)).json<{ assignment: { materialCount: number } }>();
    expect(staffView.assignment.materialCount).toBeGreaterThan(whole.assignment.materialCount);
  });

  test('search finds words of name and description by prefix, in any script', async () => {
    const found = await names(student, '&search=sylla');
    expect(found).toContain('Course syllabus');
    expect(found).not.toContain('Section notes');
    expect(await names(student, `&search=${encodeURIComponent('прогр')}`)).toContain('Դասընթացի ծրագիր');
    expect(await names(lecturer, `&search=${encodeURIComponent('Լեկց')}`)).toEqual(expect.arrayContaining(['Լեկցիա 1 slides']));
    expect(await names(student, '&search=answers')).toEqual([]);
  });
});

describe('downloads', () => {
  test('a downloadable file: a signed link valid without a session; a changed or late link is refused', async () => {
    const material = await publishToSection({ name: 'Downloadable' }, PDF);
    const answer = await student('GET', `/api/materials/assignment/${section.sectionId}/material/${material.id}/download`);
    expect(answer.statusCode).toBe(200);
    const { url, expiresAt } = answer.json<{ url: string; expiresAt: string }>();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(290_000);
    const file = await test_.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(PDF.head)).toBe(true);
    const tampered = await test_.app.inject({ method: 'GET', url: url.replace(`/files/${material.id}?`, `/files/${material.id + 1}?`) });
    expect(tampered.json()).toMatchObject({ code: 'LINK_INVALID_SIGNATURE', message: 'This download link is not valid' });
    expect(tampered.statusCode).toBe(403);
    const late = signDownload(material.id, test_.deps.config.materials.downloadSecret, 300, Date.now() - 600_000);
    const expired = await test_.app.inject({ method: 'GET', url: late.url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED', message: 'This download link has expired' });
  });

  test('allowDownload=false: no download link, and the stream is inline and kept by no cache', async () => {
    const material = await publishToSection({ name: 'View only', allowDownload: 'false' }, PDF);
    expect(material.allowDownload).toBe(false);
    const answer = await student('GET', `/api/materials/assignment/${section.sectionId}/material/${material.id}/download`);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'DOWNLOAD_NOT_ALLOWED', message: 'Downloading this material is not allowed' });
    const stream = await student('GET', `/api/materials/${material.id}/stream`);
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-disposition']).toMatch(/^inline/);
    expect(stream.headers['cache-control']).toBe('private, no-store');
    // A link made before the lecturer turned downloads off no longer gives the file.
    const early = signDownload(material.id, test_.deps.config.materials.downloadSecret, 300);
    expect((await test_.app.inject({ method: 'GET', url: early.url })).json()).toMatchObject({ code: 'DOWNLOAD_NOT_ALLOWED' });
  });
});

describe('the author\'s materials', () => {
  test('my materials, assignments with counts, update and removal', async () => {
    const material = await publishToSection({ name: 'To be changed', weekSegment: 'weeks-8-14' }, PDF);
    const my = (await lecturer('GET', '/api/materials/my?pageSize=100')).json<{ data: Material[]; meta: { total: number } }>();
    expect(my.data.every((item) => item.createdBy === lecturer.userId)).toBe(true);
    expect(my.data.map((item) => item.id)).toContain(material.id);
    expect((await student('GET', '/api/materials/my')).json()).toMatchObject({ data: [], meta: { total: 0 } });

    const assignments = (await lecturer('GET', '/api/materials/assignments')).json<{ data: { id: string; materialCount: number; countsByCategory: Record<string, number> }[] }>().data;
    const mine = assignments.find((item) => item.id === section.sectionId)!;
    expect(mine.materialCount).toBeGreaterThan(0);
    expect(mine.countsByCategory.lecture).toBeGreaterThan(0);
    expect((await student('GET', '/api/materials/assignments')).statusCode).toBe(403);

    const nameless = await lecturer('PUT', `/api/materials/${material.id}`, { description: 'x' });
    expect(errorsOf(nameless.body)).toEqual([{ field: 'name', code: 'NAME_REQUIRED', message: 'Material name is required' }]);
    expect((await strangerLecturer('PUT', `/api/materials/${material.id}`, { name: 'Mine now', description: 'x' })).statusCode).toBe(403);
    const renamed = await lecturer('PUT', `/api/materials/${material.id}`, { name: 'Changed', description: 'New words', weekSegment: 'weeks-15-21' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ data: { name: 'Changed', description: 'New words', weekSegment: 'weeks-15-21', fileName: 'slides.pdf' } });

    const oldKey = (await storagePath(material))!;
    const replaced = await lecturer.form('PUT', `/api/materials/${material.id}`, { name: 'Changed', description: 'Notes now' }, { name: 'notes.txt', head: samples.txt(), contentType: 'text/plain' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ data: { fileName: 'notes.txt', fileSize: samples.txt().length } });
    const newKey = (await storagePath(material))!;
    expect([onDisk(oldKey), onDisk(newKey)]).toEqual([false, true]);

    expect((await strangerLecturer('DELETE', `/api/materials/${material.id}`)).statusCode).toBe(403);
    const removed = await lecturer('DELETE', `/api/materials/${material.id}`);
    expect(removed.json()).toEqual({ data: { id: material.id } });
    expect(onDisk(newKey)).toBe(false);
    expect((await lecturer('GET', `/api/materials/${material.id}`)).statusCode).toBe(404);
  });
});

describe('homework due soon', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  let soon: Material;
  let later: Material;
  let past: Material;

  beforeAll(async () => {
    // The demo's own homework would be among them.
    await sql`delete from materials.materials where category_key = 'homework'`.execute(test_.root);
    const homework = (name: string, dueAt: string) => publishToSection({ name, type: 'link', link: 'https://example.org/hw', categoryKey: 'homework', dueAt });
    soon = await homework('Homework soon', inDays(2));
    later = await homework('Homework later', inDays(10));
    past = await homework('Homework past', inDays(-2));
  });

  const due = async (caller: Caller, query = '') => (await caller('GET', `/api/assignments/due-soon${query}`)).json<{ assignments: { id: number; closed: boolean; sectionId: string; courseCode: string }[] }>().assignments;

  test('the default window is 7 days ahead, earliest first, with the course and section named', async () => {
    const items = await due(student);
    expect(items.map((item) => item.id)).toEqual([soon.id]);
    expect(items[0]).toMatchObject({ closed: false, sectionId: section.sectionId, courseCode: section.courseCode });
    expect((await due(lecturer)).map((item) => item.id)).toEqual([soon.id]);
  });

  test('windowDays, includeClosed, limit and sectionId', async () => {
    expect((await due(student, '?windowDays=14')).map((item) => item.id)).toEqual([soon.id, later.id]);
    const withClosed = await due(student, '?includeClosed=true');
    expect(withClosed.map((item) => [item.id, item.closed])).toEqual([[past.id, true], [soon.id, false]]);
    expect((await due(student, '?windowDays=14&limit=1')).map((item) => item.id)).toEqual([soon.id]);
    expect(await due(student, `?sectionId=${sibling?.sectionId ?? '00000000-0000-4000-8000-000000000000'}`)).toEqual([]);
    expect(await due(stranger)).toEqual([]);
    expect((await student('GET', '/api/assignments/due-soon?limit=0')).statusCode).toBe(400);
  });
});

describe('the course-access answer', () => {
  test('is kept 30 s per person: a lecturer taken off a section still reads it until then, not after', async () => {
    const { CourseAccessCache } = await import('@campus/kit');
    let now = 1_000_000;
    const cache = new CourseAccessCache(test_.deps, () => now);
    const sections = async () => (await cache.of(lecturer.userId)).teaching.map((item) => item.sectionId);
    expect(await sections()).toContain(section.sectionId);
    await sql`update organizational.sections set lecturer_id = null where id = ${section.sectionId}`.execute(test_.root);
    now += 29_000;
    expect(await sections()).toContain(section.sectionId);
    now += 2_000;
    expect(await sections()).not.toContain(section.sectionId);
  });
});
