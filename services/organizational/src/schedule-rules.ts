// The one rule for booking people and rooms: whenever a class is placed, or a lecturer or group is put on a
// section (weekly classes, section edits, allocations, group enrolment), nobody and no room may be double-booked
// in the section's period, and a lecturer stays within their maximum load. Every path calls assertBookable.
import { sql } from 'kysely';
import { conflict, notFound } from '@campus/kit';
import type { ScheduleConflict } from '@campus/contracts/organizational';
import type { OrgDb } from './db/database.js';
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
 * `lecturerId` / `groupIds` start attending all its classes; `hours` are added to that lecturer's load.
 */
export type Booking = { sectionId: string; slot: Slot } | { sectionId: string; lecturerId?: string | null; groupIds?: string[]; hours?: number };

/** Classes of the section's period that overlap the booked times and share the room, the lecturer or a group. */
export async function findConflicts(db: OrgDb, booking: Booking): Promise<ScheduleConflict[]> {
  const { sectionId } = booking;
  const slot = 'slot' in booking ? booking.slot : undefined;
  const people = 'slot' in booking ? undefined : booking;
  const slots = slot
    ? sql`select ${slot.excludeId ?? null}::uuid as id, ${slot.weekday}::int as weekday, ${slot.startTime}::time as start_time, ${slot.endTime}::time as end_time, ${slot.roomId}::uuid as room_id`
    : sql`select id, weekday, start_time, end_time, null::uuid as room_id from organizational.weekly_classes where section_id = ${sectionId}`;
  const lecturer = slot ? sql`(select lecturer_id from organizational.sections where id = ${sectionId})` : sql`${people?.lecturerId ?? null}::uuid`;
  const groups = slot ? sql`select group_id from organizational.section_groups where section_id = ${sectionId}` : sql`select unnest(${people?.groupIds ?? []}::uuid[])`;
  const { rows } = await sql<{
    id: string;
    weekday: number;
    start_time: string;
    end_time: string;
    course_code: string;
    section_number: string;
    room_hit: boolean;
    room_code: string | null;
    lecturer_hit: boolean;
    lecturer_name: string | null;
    group_names: string[] | null;
  }>`
    with slots as (${slots})
    select distinct on (w.weekday, w.start_time, w.id) w.id, w.weekday, w.start_time, w.end_time, c.code as course_code, s.section_number,
      (sl.room_id is not null and w.room_id = sl.room_id) as room_hit, r.code as room_code,
      (s.lecturer_id = ${lecturer}) as lecturer_hit, l.first_name || ' ' || l.last_name as lecturer_name,
      (select array_agg(g.name order by g.name) from organizational.section_groups sg join organizational.groups g on g.id = sg.group_id
        where sg.section_id = s.id and sg.group_id in (${groups})) as group_names
    from slots sl
    join organizational.weekly_classes w on w.weekday = sl.weekday and w.start_time < sl.end_time and sl.start_time < w.end_time
    join organizational.sections s on s.id = w.section_id
    join organizational.courses c on c.id = s.course_id
    left join organizational.rooms r on r.id = w.room_id
    left join organizational.lecturers l on l.id = s.lecturer_id
    where s.period_id = (select period_id from organizational.sections where id = ${sectionId})
      and w.id is distinct from sl.id
      ${slot ? sql`` : sql`and w.section_id <> ${sectionId}`}
    order by w.weekday, w.start_time, w.id`.execute(db);
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
  }
  return conflicts;
}

export function describeConflict(conflict: ScheduleConflict): string {
  const what = conflict.kind === 'room' ? `Room ${conflict.resource}` : conflict.kind === 'lecturer' ? `Lecturer ${conflict.resource}` : `Group ${conflict.resource}`;
  return `${what} is already busy on ${WEEKDAYS[conflict.weekday]} ${conflict.startTime}–${conflict.endTime} with ${conflict.courseCode} section ${conflict.sectionNumber}`;
}

/** With the lecturer row locked, so two allocations cannot both pass; 409 names the lecturer, current and max load. */
export async function withinMaxLoad(trx: OrgDb, lecturerId: string, periodId: string, addHours: number, excludeAllocationId?: string): Promise<void> {
  const { rows } = await sql<{ first_name: string; last_name: string; max_load: number }>`
    select first_name, last_name, max_load from organizational.lecturers where id = ${lecturerId} for update`.execute(trx);
  const lecturer = rows[0];
  if (!lecturer) throw notFound('Lecturer not found');
  const { rows: sums } = await sql<{ n: number }>`select coalesce(sum(hours), 0)::int as n from organizational.allocations
    where lecturer_id = ${lecturerId} and period_id = ${periodId} and id is distinct from ${excludeAllocationId ?? null}::uuid`.execute(trx);
  const current = sums[0]!.n;
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
  await sql`select pg_advisory_xact_lock(7250001)`.execute(trx);
  const conflicts = await findConflicts(trx, booking);
  if (conflicts.length) throw conflict(`Schedule conflict: ${conflicts.map(describeConflict).join('; ')}`, 'SCHEDULE_CONFLICT', { conflicts });
  if ('hours' in booking && booking.lecturerId && booking.hours) {
    const section = await trx.selectFrom('sections').select('period_id').where('id', '=', booking.sectionId).executeTakeFirstOrThrow();
    await withinMaxLoad(trx, booking.lecturerId, section.period_id, booking.hours);
  }
}

/**
 * Makes `lecturerId` the section's lecturer. The section's hours go with it: the previous lecturer's allocation for
 * the section is handed over, or one is recorded at the course's weekly hours, so the load that is checked is the
 * load the allocation screens show (as in the demo data, where every taught section has its allocation).
 */
export async function assignSectionLecturer(trx: OrgDb, section: { id: string; courseId: string; periodId: string; lecturerId: string | null }, lecturerId: string): Promise<void> {
  const allocationOf = (who: string) =>
    trx.selectFrom('allocations').select(['id', 'hours']).where('section_id', '=', section.id).where('lecturer_id', '=', who).executeTakeFirst();
  const own = await allocationOf(lecturerId);
  const previous = section.lecturerId && section.lecturerId !== lecturerId ? await allocationOf(section.lecturerId) : undefined;
  const course = await trx.selectFrom('courses').select('weekly_hours').where('id', '=', section.courseId).executeTakeFirstOrThrow();
  const hours = own ? 0 : (previous?.hours ?? course.weekly_hours);
  await assertBookable(trx, { sectionId: section.id, lecturerId, hours });
  // The section row before its allocations: the order in which deleting a section (cascading to them) locks.
  await trx.updateTable('sections').set({ lecturer_id: lecturerId, updated_at: new Date() }).where('id', '=', section.id).execute();
  if (previous && !own) await trx.updateTable('allocations').set({ lecturer_id: lecturerId, updated_at: new Date() }).where('id', '=', previous.id).execute();
  else if (!own) await trx.insertInto('allocations').values({ lecturer_id: lecturerId, course_id: section.courseId, section_id: section.id, period_id: section.periodId, hours }).execute();
}
