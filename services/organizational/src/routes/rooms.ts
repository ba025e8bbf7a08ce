// Rooms (/api/organizational/rooms): a searched list, and the admin's writes; a room keeps seats for every section
// that meets in it, and one with booked classes is not deleted.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict } from '@campus/kit';
import { DataList, DataOne, DeletedResponse, IdParams, ORGANIZATIONAL_PATHS, Room, RoomCreateBody, RoomListQuery, RoomUpdateBody } from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { assertRoomHolds, deleteRoom, insertRoom, listRooms, oneRoom, roomBookings, updateRoom } from '../db/room.repository.js';
import { ACCESS } from '../scope.js';
import { unique } from '../sql.js';

export function roomRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ORGANIZATIONAL_PATHS.rooms, { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Rooms with their capacity and equipment', querystring: RoomListQuery, response: { 200: DataList(Room) } } }, async (request) => listRooms(db, request.query));

    app.post(ORGANIZATIONAL_PATHS.rooms, { config: { access: ACCESS.admin, audit: 'room.created' }, schema: { summary: 'Create a room (admin)', body: RoomCreateBody, response: { 201: DataOne(Room) } } }, async (request, reply) => {
      return unique(`A room with code "${request.body.code}" already exists`, async () => {
        const id = await insertRoom(db, { code: request.body.code.trim(), building: request.body.building.trim(), capacity: request.body.capacity });
        return reply.status(201).send({ data: await oneRoom(db, id) });
      });
    });

    app.put(`${ORGANIZATIONAL_PATHS.rooms}/:id`, { config: { access: ACCESS.admin, audit: 'room.updated' }, schema: { summary: 'Change a room; its capacity may not fall below a section that meets in it (admin)', params: IdParams, body: RoomUpdateBody, response: { 200: DataOne(Room) } } }, async (request) => {
      const room = await oneRoom(db, request.params.id);
      const body = request.body;
      if (body.capacity !== undefined && body.capacity < room.capacity) await assertRoomHolds(db, room, body.capacity);
      await unique(`A room with code "${body.code}" already exists`, async () => {
        await updateRoom(db, room.id, {
          ...(body.code !== undefined ? { code: body.code.trim() } : {}),
          ...(body.building !== undefined ? { building: body.building.trim() } : {}),
          ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
        });
      });
      return { data: await oneRoom(db, room.id) };
    });

    app.delete(`${ORGANIZATIONAL_PATHS.rooms}/:id`, { config: { access: ACCESS.admin, audit: 'room.deleted' }, schema: { summary: 'Delete a room without booked classes (admin)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const room = await oneRoom(db, request.params.id);
      const used = await roomBookings(db, room.id);
      if (used > 0) throw conflict(`Room ${room.code} is used by ${used} weekly class(es); move them first`, 'IN_USE');
      await deleteRoom(db, room.id);
      return { data: { id: room.id } };
    });
  };
}
