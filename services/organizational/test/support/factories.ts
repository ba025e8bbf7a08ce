// Records a test needs, made through the API with unique codes and names; overrides change any field.
import { randomBytes } from 'node:crypto';
import type { Course, Group, Lecturer, Room, Section, WeeklyClass } from '@campus/contracts/organizational';
import type { Caller } from './app.js';

const unique = () => randomBytes(3).toString('hex');
export const localized = (en: string) => ({ hy: `${en} (hy)`, en, ru: `${en} (ru)` });

async function created<T>(request: ReturnType<Caller>, pick: (body: never) => T): Promise<T> {
  const response = await request;
  if (response.statusCode !== 201) throw new Error(`factory: ${response.statusCode} ${response.body}`);
  return pick(response.json() as never);
}

export const buildLecturer = (as: Caller, departmentId: string, overrides: Record<string, unknown> = {}) => {
  const key = unique();
  return created(
    as('POST', '/api/organizational/lecturers', {
      employeeId: `T-${key}`,
      firstName: 'Test',
      lastName: `Lecturer${key}`,
      email: `lecturer.${key}@campus.test`,
      departmentId,
      position: 'Lecturer',
      maxLoad: 20,
      ...overrides,
    }),
    (body: { data: Lecturer }) => body.data,
  );
};

export const buildCourse = (as: Caller, departmentId: string, overrides: Record<string, unknown> = {}) => {
  const key = unique().toUpperCase();
  return created(
    as('POST', '/api/courses', { code: `T${key}`, name: localized(`Course ${key}`), credits: 5, departmentId, semester: 1, level: 1, type: 'core', weeklyHours: 3, ...overrides }),
    (body: { course: Course }) => body.course,
  );
};

export const buildSection = (as: Caller, courseId: string, periodId: string, overrides: Record<string, unknown> = {}) =>
  created(as('POST', '/api/organizational/sections', { courseId, periodId, sectionNumber: unique(), capacity: 40, ...overrides }), (body: { data: Section }) => body.data);

export const buildGroup = (as: Caller, departmentId: string, overrides: Record<string, unknown> = {}) => {
  const key = unique().toUpperCase();
  return created(
    as('POST', '/api/organizational/groups', { name: `G-${key}`, code: `G-${key}`, year: 1, departmentId, maxCapacity: 30, status: 'active', ...overrides }),
    (body: { data: Group }) => body.data,
  );
};

/** A virtual class (no room), so only people can clash unless a room is given. */
export const buildWeeklyClass = (as: Caller, sectionId: string, overrides: Record<string, unknown> = {}) =>
  created(
    as('POST', '/api/organizational/weekly-classes', { sectionId, weekday: 6, startTime: '09:00', endTime: '10:30', isVirtual: true, ...overrides }),
    (body: { data: WeeklyClass }) => body.data,
  );

export const buildRoom = (as: Caller, overrides: Record<string, unknown> = {}) =>
  created(as('POST', '/api/organizational/rooms', { code: `R-${unique()}`, building: 'Test', capacity: 30, ...overrides }), (body: { data: Room }) => body.data);
