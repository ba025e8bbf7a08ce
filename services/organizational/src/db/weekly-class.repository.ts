// Weekly classes as the timetable reads them: one joined select, the view the API answers, one page of a filtered
// list, the classes of chosen sections whose period overlaps some days, and the writes.
import { sql, type Insertable, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import { notFound } from '@campus/kit';
import type { LocalizedName, WeeklyClass, WeeklyClassListQuery, WeeklyClassSort } from '@campus/contracts/organizational';
import { dateOnly, hhmm, iso, paging, prefixPattern, sortColumn } from '../lists.js';
import type { Booking } from '../schedule-rules.js';
import type { Scope } from '../scope.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';
import type { WeeklyClassTable } from './weekly-class.table.js';

const WEEKLY_SORTS: Record<WeeklyClassSort, string> = { weekday: 'w.weekday', startTime: 'w.start_time', courseCode: 'c.code', roomCode: 'r.code' };

const weeklySelect = sql`
  select w.*, s.section_number, s.course_id, s.lecturer_id, s.period_id, s.capacity, s.join_url, p.starts_on as period_starts_on, p.ends_on as period_ends_on,
    c.code as course_code, c.name as course_name, c.department_id, r.code as room_code,
    l.first_name || ' ' || l.last_name as lecturer_name,
    (select count(*)::int from organizational.enrollments e where e.section_id = s.id) as enrollment_count,
    coalesce((select array_agg(sg.group_id order by g.name) from organizational.section_groups sg join organizational.groups g on g.id = sg.group_id where sg.section_id = s.id), '{}') as group_ids,
    coalesce((select array_agg(g.name order by g.name) from organizational.section_groups sg join organizational.groups g on g.id = sg.group_id where sg.section_id = s.id), '{}') as group_names
  from organizational.weekly_classes w
  join organizational.sections s on s.id = w.section_id
  join organizational.periods p on p.id = s.period_id
  join organizational.courses c on c.id = s.course_id
  left join organizational.rooms r on r.id = w.room_id
  left join organizational.lecturers l on l.id = s.lecturer_id`;

/** A weekly_classes row with its section, course, room, lecturer and groups, as weeklySelect joins them. */
type WeeklyClassRow = Selectable<WeeklyClassTable> & {
  section_number: string;
  course_id: string;
  lecturer_id: string | null;
  period_id: string;
  period_starts_on: Date | string;
  period_ends_on: Date | string;
  capacity: number;
  join_url: string | null;
  course_code: string;
  course_name: LocalizedName;
  department_id: string;
  room_code: string | null;
  lecturer_name: string | null;
  enrollment_count: number;
  group_ids: string[];
  group_names: string[];
};

function weeklyView(row: WeeklyClassRow): WeeklyClass {
  return {
    id: row.id,
    sectionId: row.section_id,
    sectionNumber: row.section_number,
    courseId: row.course_id,
    courseCode: row.course_code,
    courseName: row.course_name,
    weekday: row.weekday,
    startTime: hhmm(row.start_time),
    endTime: hhmm(row.end_time),
    roomId: row.room_id,
    roomCode: row.room_code ?? null,
    isVirtual: row.is_virtual,
    lecturerId: row.lecturer_id,
    lecturerName: row.lecturer_name ?? null,
    groupIds: row.group_ids ?? [],
    groupNames: row.group_names ?? [],
    departmentId: row.department_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const inActivePeriod = sql`s.period_id in (select id from organizational.periods where is_active)`;

export async function oneWeeklyClass(db: OrgDb, id: string): Promise<WeeklyClass> {
  const { rows } = await sql<WeeklyClassRow>`${weeklySelect} where w.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Weekly class not found');
  return weeklyView(rows[0]);
}

/** One page of weekly classes (this period's unless one is asked for) with the total; `restrictTo` limits them to these departments. */
export async function listWeeklyClasses(db: OrgDb, query: WeeklyClassListQuery, restrictTo: string[] | undefined) {
  const page = paging(query);
  const order = sortColumn(query, WEEKLY_SORTS, 'weekday');
  const pattern = prefixPattern(query.search);
  const filter = where([
    restrictTo ? sql`c.department_id = any(${restrictTo}::uuid[])` : undefined,
    query.sectionId ? sql`w.section_id = ${query.sectionId}` : undefined,
    query.roomId ? sql`w.room_id = ${query.roomId}` : undefined,
    query.lecturerId ? sql`s.lecturer_id = ${query.lecturerId}` : undefined,
    query.groupId ? sql`s.id in (select sg.section_id from organizational.section_groups sg where sg.group_id = ${query.groupId})` : undefined,
    query.departmentId ? sql`c.department_id = ${query.departmentId}` : undefined,
    query.periodId ? sql`s.period_id = ${query.periodId}` : inActivePeriod,
    query.weekday ? sql`w.weekday = ${query.weekday}` : undefined,
    pattern ? sql`(lower(c.code) like ${pattern} or lower(r.code) like ${pattern})` : undefined,
  ]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
    join organizational.courses c on c.id = s.course_id left join organizational.rooms r on r.id = w.room_id ${filter}`.execute(db);
  const { rows } = await sql<WeeklyClassRow>`${weeklySelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, w.weekday, w.start_time, w.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return { data: rows.map(weeklyView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

/** Sections the caller attends or teaches (undefined = not limited to own classes). */
export function ownSections(scope: Scope): RawBuilder<unknown> | undefined {
  if (scope.studentId) return sql`s.id in (select e.section_id from organizational.enrollments e where e.student_id = ${scope.studentId})`;
  if (scope.lecturerId && !scope.all && !scope.roles.deans && !scope.roles.chair) return sql`s.lecturer_id = ${scope.lecturerId}`;
  if (scope.all || scope.roles.qa) return undefined;
  if (scope.departmentIds.length) return sql`c.department_id = any(${scope.departmentIds}::uuid[])`;
  return sql`false`;
}

/** A weekly class with its section's seats and link and its period's days: what dated sessions are made of. */
export interface WeeklyClassInPeriod {
  view: WeeklyClass;
  capacity: number;
  enrollmentCount: number;
  joinUrl: string | null;
  periodStartsOn: string;
  periodEndsOn: string;
}

/** The weekly classes of the sections `owner` picks (all when undefined) whose period overlaps the days, by weekday and time. */
export async function weeklyClassesBetween(db: OrgDb, owner: RawBuilder<unknown> | undefined, from: string, to: string): Promise<WeeklyClassInPeriod[]> {
  const overlaps = sql`p.starts_on <= ${to}::date and p.ends_on >= ${from}::date`;
  const { rows } = await sql<WeeklyClassRow>`${weeklySelect} ${where([owner, overlaps])} order by w.weekday, w.start_time, c.code, s.section_number`.execute(db);
  return rows.map((row) => ({
    view: weeklyView(row),
    capacity: row.capacity,
    enrollmentCount: row.enrollment_count,
    joinUrl: row.join_url,
    periodStartsOn: dateOnly(row.period_starts_on),
    periodEndsOn: dateOnly(row.period_ends_on),
  }));
}

export async function insertWeeklyClass(trx: OrgDb, values: Insertable<WeeklyClassTable>): Promise<string> {
  return (await trx.insertInto('weekly_classes').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateWeeklyClass(trx: OrgDb, id: string, changes: Updateable<WeeklyClassTable>): Promise<void> {
  await trx.updateTable('weekly_classes').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteWeeklyClass(db: OrgDb, id: string): Promise<void> {
  await db.deleteFrom('weekly_classes').where('id', '=', id).execute();
}

/** One booking at a time: a transaction lock every booking path takes first (see schedule-rules.ts). */
export async function takeBookingLock(trx: OrgDb): Promise<void> {
  await sql`select pg_advisory_xact_lock(7250001)`.execute(trx);
}

/** A class of the booked section's period that overlaps the booking, and whether it shares its room, lecturer or groups. */
interface ClashRow {
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
  student_names: string[] | null;
}

/**
 * Classes of the section's period that overlap the booked times: those of the placed slot, or, when people join
 * the section, all its classes (its own classes excepted); a joining student is busy at the classes of the sections
 * they are enrolled in.
 */
export async function clashingClasses(db: OrgDb, booking: Booking): Promise<ClashRow[]> {
  const { sectionId } = booking;
  const slot = 'slot' in booking ? booking.slot : undefined;
  const people = 'slot' in booking ? undefined : booking;
  const slots = slot
    ? sql`select ${slot.excludeId ?? null}::uuid as id, ${slot.weekday}::int as weekday, ${slot.startTime}::time as start_time, ${slot.endTime}::time as end_time, ${slot.roomId}::uuid as room_id`
    : sql`select id, weekday, start_time, end_time, null::uuid as room_id from organizational.weekly_classes where section_id = ${sectionId}`;
  const lecturer = slot ? sql`(select lecturer_id from organizational.sections where id = ${sectionId})` : sql`${people?.lecturerId ?? null}::uuid`;
  const groups = slot ? sql`select group_id from organizational.section_groups where section_id = ${sectionId}` : sql`select unnest(${people?.groupIds ?? []}::uuid[])`;
  const { rows } = await sql<ClashRow>`
    with slots as (${slots})
    select distinct on (w.weekday, w.start_time, w.id) w.id, w.weekday, w.start_time, w.end_time, c.code as course_code, s.section_number,
      (sl.room_id is not null and w.room_id = sl.room_id) as room_hit, r.code as room_code,
      (s.lecturer_id = ${lecturer}) as lecturer_hit, l.first_name || ' ' || l.last_name as lecturer_name,
      (select array_agg(g.name order by g.name) from organizational.section_groups sg join organizational.groups g on g.id = sg.group_id
        where sg.section_id = s.id and sg.group_id in (${groups})) as group_names,
      (select array_agg(st.first_name || ' ' || st.last_name order by st.last_name, st.first_name) from organizational.enrollments e
        join organizational.students st on st.id = e.student_id where e.section_id = s.id and e.student_id = any(${people?.studentIds ?? []}::uuid[])) as student_names
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
  return rows;
}
