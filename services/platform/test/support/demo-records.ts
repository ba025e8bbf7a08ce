// Real records of the demo university for generated requests: one of each kind per faculty, the kind a path
// segment or an id field names, and values a person would type where a schema only says "string".
import { randomUUID } from 'node:crypto';
import sampler from 'openapi-sampler';
import type pg from 'pg';
import type { Operation } from './operations.js';

/** Ids of one faculty's records by kind. */
export type Records = Record<string, string>;

/** The record kind a path segment or an id field names: "departments", "department", "departmentId" → department. */
export function kindOf(name: string): string | undefined {
  const base = name.replace(/Ids?$/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const kinds: Record<string, string> = {
    faculties: 'faculty', faculty: 'faculty', departments: 'department', department: 'department', programs: 'program', program: 'program',
    groups: 'group', group: 'group', students: 'student', student: 'student', lecturers: 'lecturer', lecturer: 'lecturer', advisor: 'lecturer',
    leader: 'lecturer', instructors: 'lecturer', courses: 'course', course: 'course', prerequisite: 'prerequisite', prerequisites: 'prerequisite', sections: 'section', section: 'section',
    weeklyClasses: 'weeklyClass', allocations: 'allocation', rooms: 'room', room: 'room', periods: 'period', period: 'period',
    academicYears: 'year', academicYear: 'year', users: 'user', user: 'user',
    // A teaching assignment is a section (the one a demo material is in, so both ids of a path agree).
    assignment: 'assignment', materials: 'material', material: 'material',
  };
  return kinds[base];
}

/** One record of each kind in the faculty of the dean's office with this email, in the chair's department. */
export async function recordsOf(db: pg.Client, deanEmail: string, chairEmail: string): Promise<Records> {
  const one = async (query: string, params: unknown[]): Promise<string> => {
    const { rows } = await db.query<{ id: string }>(query, params);
    if (!rows[0]) throw new Error(`no demo record for: ${query}`);
    return rows[0].id;
  };
  const faculty = await one('select f.id from organizational.faculties f join auth.users u on u.id = f.dean_user_id where u.email = $1', [deanEmail]);
  const department = await one('select d.id from organizational.departments d join auth.users u on u.id = d.chair_user_id where u.email = $1', [chairEmail]);
  const program = await one('select id from organizational.programs where department_id = $1 order by code limit 1', [department]);
  const group = await one('select id from organizational.groups where department_id = $1 order by code limit 1', [department]);
  const student = await one('select id from organizational.students where group_id = $1 order by email limit 1', [group]);
  const user = await one('select user_id as id from organizational.students where id = $1', [student]);
  const lecturer = await one('select id from organizational.lecturers where department_id = $1 order by email limit 1', [department]);
  // A section and its own course, so that a request naming both is consistent but for the one id under test.
  const section = await one('select s.id from organizational.sections s join organizational.courses c on c.id = s.course_id where c.department_id = $1 order by s.id limit 1', [department]);
  const course = await one('select course_id as id from organizational.sections where id = $1', [section]);
  const weeklyClass = await one('select id from organizational.weekly_classes where section_id = $1 limit 1', [section]);
  const allocation = await one('select a.id from organizational.allocations a join organizational.courses c on c.id = a.course_id where c.department_id = $1 limit 1', [department]);
  const room = await one('select id from organizational.rooms order by code limit 1', []);
  const period = await one('select id from organizational.periods order by starts_on desc limit 1', []);
  const year = await one('select id from organizational.academic_years order by starts_on desc limit 1', []);
  // The demo seeds materials for one lecturer's sections only: another faculty may have none (then a fresh id).
  const material = (
    await db.query<{ id: string; section: string }>(
      'select m.id::text as id, m.section_id as section from materials.materials m join organizational.courses c on c.id = m.course_id where c.department_id = $1 and m.section_id is not null order by m.id limit 1',
      [department],
    )
  ).rows[0];
  const materials: Records = material ? { material: material.id, assignment: material.section } : { assignment: section };
  return { faculty, department, program, group, student, user, lecturer, course, prerequisite: course, section, weeklyClass, allocation, room, period, year, ...materials };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let unique = 0;
/** Values a person would type where the schema only says "string" and the handler checks more. */
const PLAUSIBLE: Array<[RegExp, () => string]> = [
  [/email$/i, () => `generated.${++unique}@campus.test`],
  [/^startsOn$/, () => '2031-09-01'],
  [/^endsOn$/, () => '2032-06-30'],
  [/Date$/, () => '2026-09-01'],
  [/^(startTime|start)$/, () => '08:00'],
  [/^(endTime|end)$/, () => '09:20'],
  [/Url$/, () => 'https://campus.test/room'],
  [/^academicYear$/, () => '2031-2032'],
  [/phone$/i, () => '+374 10 123456'],
  [/^link$/, () => '/dashboard'],
];

function plausible(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => plausible(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, plausible(item, name)]));
  if (typeof value !== 'string' || UUID.test(value)) return value;
  return PLAUSIBLE.find(([pattern]) => pattern.test(key))?.[1]() ?? value;
}

/** A body the schema accepts, with plausible values where the handler checks more than the schema. */
export function sampleBody(schema: object | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  return plausible(sampler.sample(schema as never, { skipReadOnly: true, quiet: true })) as Record<string, unknown>;
}

/** Where a request names a record: a path parameter or an id field of the body. */
export type Slot = { at: 'path' | 'body'; name: string; kind: string; many: boolean };

export function slotsOf(op: Operation, body: Record<string, unknown> | undefined): Slot[] {
  const path = [...op.path.matchAll(/([\w-]+)\/\{(\w+)\}/g)].map(([, segment, param]) => ({
    at: 'path' as const,
    name: param!,
    kind: (param === 'id' ? kindOf(segment!) : kindOf(param!)) ?? '',
    many: false,
  }));
  const isId = (value: unknown) => typeof value === 'string' && UUID.test(value);
  const fields = Object.entries(body ?? {})
    .filter(([, value]) => isId(value) || (Array.isArray(value) && value.length > 0 && value.every(isId)))
    .map(([name, value]) => ({ at: 'body' as const, name, kind: kindOf(name) ?? '', many: Array.isArray(value) }));
  return [...path, ...fields];
}

/** The request with each slot filled from the records of `pick(slot)`; a slot of unknown kind gets a fresh id. */
export function request(op: Operation, body: Record<string, unknown> | undefined, slots: Slot[], pick: (slot: Slot) => Records) {
  const idFor = (slot: Slot) => (slot.kind ? pick(slot)[slot.kind] : undefined) ?? (slot.name === 'id' && op.path.includes('notifications') ? '2147483000' : randomUUID());
  let url = op.path;
  const filled = body ? { ...body } : undefined;
  for (const slot of slots) {
    const id = idFor(slot);
    if (slot.at === 'path') url = url.replace(`{${slot.name}}`, id);
    else if (filled) filled[slot.name] = slot.many ? [id] : id;
  }
  return { url, body: filled };
}
