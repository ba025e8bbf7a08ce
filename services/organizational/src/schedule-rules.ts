// The one rule for booking people and rooms: whenever a class is placed, or a lecturer or group is put on a
// section (weekly classes, section edits, allocations, enrolment of a group or students), nobody and no room may be double-booked
// in the section's period, and a lecturer stays within their maximum load. Every path calls assertBookable.
import { conflict, notFound } from '@campus/kit';
import type { ScheduleConflict } from '@campus/contracts/organizational';
import { allocatedHours, insertAllocation, sectionAllocation, updateAllocation } from './db/allocation.repository.js';
import { weeklyHoursOf } from './db/course.repository.js';
import type { OrgDb } from './db/database.js';
import { lockLecturer } from './db/lecturer.repository.js';
import { sectionCourseAndPeriod, updateSection } from './db/section.repository.js';
import { clashingClasses, takeBookingLock } from './db/weekly-class.repository.js';
import { hhmm } from './lists.js';

export const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface Slot {
  weekday: number;
  startTime: string;
  endTime: string;
  roomId: string | null;
  /** The class being moved, so it does not clash with itself. */
  excludeId?: string;
}

/**
 * What changes on a section: one of its classes is placed in `slot` (its room, lecturer and groups are checked), or
 * `lecturerId` / `groupIds` / `studentIds` start attending all its classes; `hours` are added to that lecturer's load.
 * A student is busy at the classes of the sections they are enrolled in (their timetable).
 */
export type Booking = { sectionId: string; slot: Slot } | { sectionId: string; lecturerId?: string | null; groupIds?: string[]; studentIds?: string[]; hours?: number };

/** Classes of the section's period that overlap the booked times and share the room, the lecturer or a group. */
export async function findConflicts(db: OrgDb, booking: Booking): Promise<ScheduleConflict[]> {
  const rows = await clashingClasses(db, booking);
  const conflicts: ScheduleConflict[] = [];
  for (const row of rows) {
    const base = {
      classId: row.id,
      courseCode: row.course_code,
      sectionNumber: row.section_number,
      weekday: row.weekday,
      startTime: hhmm(row.start_time),
      endTime: hhmm(row.end_time),
    };
    if (row.room_hit) conflicts.push({ ...base, kind: 'room', resource: row.room_code ?? '' });
    if (row.lecturer_hit) conflicts.push({ ...base, kind: 'lecturer', resource: row.lecturer_name ?? '' });
    for (const name of row.group_names ?? []) conflicts.push({ ...base, kind: 'group', resource: name });
    for (const name of row.student_names ?? []) conflicts.push({ ...base, kind: 'student', resource: name });
  }
  return conflicts;
}

const CONFLICT_KINDS: Record<ScheduleConflict['kind'], string> = { room: 'Room', lecturer: 'Lecturer', group: 'Group', student: 'Student' };

export function describeConflict(conflict: ScheduleConflict): string {
  const what = `${CONFLICT_KINDS[conflict.kind]} ${conflict.resource}`;
  return `${what} is already busy on ${WEEKDAYS[conflict.weekday]} ${conflict.startTime}–${conflict.endTime} with ${conflict.courseCode} section ${conflict.sectionNumber}`;
}

/** With the lecturer row locked, so two allocations cannot both pass; 409 names the lecturer, current and max load. */
export async function withinMaxLoad(trx: OrgDb, lecturerId: string, periodId: string, addHours: number, excludeAllocationId?: string): Promise<void> {
  const lecturer = await lockLecturer(trx, lecturerId);
  if (!lecturer) throw notFound('Lecturer not found');
  const current = await allocatedHours(trx, lecturerId, periodId, excludeAllocationId);
  if (current + addHours > lecturer.max_load) {
    throw conflict(
      `${lecturer.first_name} ${lecturer.last_name} would exceed the maximum load: ${current} of ${lecturer.max_load} hours already allocated, ${addHours} more requested`,
      'MAX_LOAD_EXCEEDED',
      { lecturerId, currentLoad: current, maxLoad: lecturer.max_load, requested: addHours },
    );
  }
}

/**
 * 409 SCHEDULE_CONFLICT naming every clash, or 409 MAX_LOAD_EXCEEDED; call it inside the transaction that makes
 * the change, before that transaction locks any section or lecturer row. One booking at a time (a transaction
 * lock), so two requests cannot both pass and then collide, and every path takes its locks in the same order.
 */
export async function assertBookable(trx: OrgDb, booking: Booking): Promise<void> {
  await takeBookingLock(trx);
  const conflicts = await findConflicts(trx, booking);
  if (conflicts.length) throw conflict(`Schedule conflict: ${conflicts.map(describeConflict).join('; ')}`, 'SCHEDULE_CONFLICT', { conflicts });
  if ('hours' in booking && booking.lecturerId && booking.hours) {
    const section = await sectionCourseAndPeriod(trx, booking.sectionId);
    if (!section) throw notFound('Section not found');
    await withinMaxLoad(trx, booking.lecturerId, section.period_id, booking.hours);
  }
}

/**
 * Makes `lecturerId` the section's lecturer. The section's hours go with it: the previous lecturer's allocation for
 * the section is handed over, or one is recorded at the course's weekly hours, so the load that is checked is the
 * load the allocation screens show (as in the demo data, where every taught section has its allocation).
 */
export async function assignSectionLecturer(trx: OrgDb, section: { id: string; courseId: string; periodId: string; lecturerId: string | null }, lecturerId: string): Promise<void> {
  const own = await sectionAllocation(trx, section.id, lecturerId);
  const previous = section.lecturerId && section.lecturerId !== lecturerId ? await sectionAllocation(trx, section.id, section.lecturerId) : undefined;
  const hours = own ? 0 : (previous?.hours ?? (await weeklyHoursOf(trx, section.courseId)));
  await assertBookable(trx, { sectionId: section.id, lecturerId, hours });
  // The section row before its allocations: the order in which deleting a section (cascading to them) locks.
  await updateSection(trx, section.id, { lecturer_id: lecturerId });
  if (previous && !own) await updateAllocation(trx, previous.id, { lecturer_id: lecturerId });
  else if (!own) await insertAllocation(trx, { lecturer_id: lecturerId, course_id: section.courseId, section_id: section.id, period_id: section.periodId, hours });
}
