// The grading service's internal list of sections: each filter (period, course, faculty, department, lecturer)
// narrows it, every row names its lecturer, department and faculty and counts its enrolments, and only a service
// token reaches it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import { ORGANIZATIONAL_GRADING_PATHS, type ScopedSection } from '@campus/contracts/grading';
import { startOrgTestApp, type OrgTestApp } from './support/app.js';

let t: OrgTestApp;

beforeAll(async () => {
  t = await startOrgTestApp();
}, 120_000);

afterAll(() => t?.close());

const list = async (query = '') => {
  const answer = await t.app.inject({ method: 'GET', url: `${ORGANIZATIONAL_GRADING_PATHS.sections}${query}`, headers: { 'x-service-token': t.deps.config.serviceToken } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: ScopedSection[] }>().data;
};

test('every section with its lecturer, department, faculty and enrolments, by course code; each filter narrows it', async () => {
  const all = await list();
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from organizational.sections`.execute(t.db);
  expect(all).toHaveLength(rows[0]!.count);
  expect(all.map((section) => section.courseCode)).toEqual([...all.map((section) => section.courseCode)].sort());
  const taught = all.find((section) => section.lecturerName && section.students > 0)!;
  const { rows: counted } = await sql<{ count: number }>`select count(*)::int as count from organizational.enrollments where section_id = ${taught.sectionId}`.execute(t.db);
  expect(taught.students).toBe(counted[0]!.count);
  expect(taught.departmentName.hy).toBeTruthy();
  expect(taught.facultyName.hy).toBeTruthy();

  const ofPeriod = await list(`?periodId=${taught.periodId}`);
  expect(ofPeriod.length).toBeGreaterThan(0);
  expect(await list(`?periodId=${randomUUID()}`)).toEqual([]);
  expect(ofPeriod.every((section) => section.periodId === taught.periodId)).toBe(true);
  expect((await list(`?courseId=${taught.courseId}`)).every((section) => section.courseId === taught.courseId)).toBe(true);
  const ofDepartment = await list(`?departmentId=${taught.departmentId}&periodId=${taught.periodId}`);
  expect(ofDepartment.length).toBeGreaterThan(0);
  expect(ofDepartment.every((section) => section.departmentId === taught.departmentId && section.periodId === taught.periodId)).toBe(true);
  const ofFaculty = await list(`?facultyId=${taught.facultyId}`);
  expect(ofFaculty.every((section) => section.facultyId === taught.facultyId)).toBe(true);
  expect(ofFaculty.length).toBeLessThan(all.length);
  const ofLecturer = await list(`?lecturerUserId=${taught.lecturerUserId}`);
  expect(ofLecturer.map((section) => section.sectionId)).toContain(taught.sectionId);
  expect(ofLecturer.every((section) => section.lecturerUserId === taught.lecturerUserId)).toBe(true);
});

test('a person, or a filter that is not an id, is turned away', async () => {
  expect((await t.app.inject({ method: 'GET', url: ORGANIZATIONAL_GRADING_PATHS.sections })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: `${ORGANIZATIONAL_GRADING_PATHS.sections}?periodId=spring`, headers: { 'x-service-token': t.deps.config.serviceToken } })).statusCode).toBe(400);
});
