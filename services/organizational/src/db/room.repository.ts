// Rooms: one page of a searched, sorted list, one room, its writes, how many weekly classes book it, and whether a
// smaller capacity still seats the sections that meet in it.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { conflict, notFound } from '@campus/kit';
import type { Room, RoomListQuery, RoomSort } from '@campus/contracts/organizational';
import { iso, paging, prefixPattern, sortColumn } from '../lists.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';
import type { RoomTable } from './room.table.js';

const ROOM_SORTS: Record<RoomSort, string> = { code: 'code', building: 'building', capacity: 'capacity' };

function roomView(row: Selectable<RoomTable>): Room {
  return { id: row.id, code: row.code, building: row.building, capacity: row.capacity, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

/** One page of rooms whose code or building starts with the search, with the total. */
export async function listRooms(db: OrgDb, query: RoomListQuery) {
  const page = paging(query);
  const order = sortColumn(query, ROOM_SORTS, 'code');
  const pattern = prefixPattern(query.search);
  const filter = where([pattern ? sql`(lower(code) like ${pattern} or lower(building) like ${pattern})` : undefined]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.rooms ${filter}`.execute(db);
  const { rows } = await sql<Selectable<RoomTable>>`select * from organizational.rooms ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, id limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return { data: rows.map(roomView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

export async function oneRoom(db: OrgDb, id: string): Promise<Room> {
  const row = await db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Room not found');
  return roomView(row);
}

export async function roomExists(db: OrgDb, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('rooms').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insertRoom(db: OrgDb, values: Insertable<RoomTable>): Promise<string> {
  return (await db.insertInto('rooms').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRoom(db: OrgDb, id: string, changes: Updateable<RoomTable>): Promise<void> {
  await db.updateTable('rooms').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

/** How many weekly classes are booked in the room. */
export async function roomBookings(db: OrgDb, id: string): Promise<number> {
  const used = await db.selectFrom('weekly_classes').select(sql<number>`count(*)::int`.as('n')).where('room_id', '=', id).executeTakeFirstOrThrow();
  return used.n;
}

export async function deleteRoom(db: OrgDb, id: string): Promise<void> {
  await db.deleteFrom('rooms').where('id', '=', id).execute();
}

/** The section meeting in the room with the most students enrolled, if any meets there. */
async function largestSectionIn(db: OrgDb, roomId: string) {
  const { rows } = await sql<{ section_number: string; course_code: string; enrolled: number }>`
    select s.section_number, c.code as course_code, count(e.id)::int as enrolled
      from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
      join organizational.courses c on c.id = s.course_id left join organizational.enrollments e on e.section_id = s.id
     where w.room_id = ${roomId} group by s.id, c.code order by enrolled desc limit 1`.execute(db);
  return rows[0];
}

/** A smaller room must still seat every section that meets in it: 409 naming the largest that would not fit. */
export async function assertRoomHolds(db: OrgDb, room: Room, capacity: number): Promise<void> {
  const section = await largestSectionIn(db, room.id);
  if (section && section.enrolled > capacity) {
    throw conflict(
      `Room ${room.code} cannot seat fewer than ${section.enrolled}: section ${section.section_number} of ${section.course_code} meets there with ${section.enrolled} students`,
      'ROOM_TOO_SMALL',
      { capacity, enrolled: section.enrolled },
    );
  }
}
