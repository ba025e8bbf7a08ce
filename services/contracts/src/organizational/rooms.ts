// Rooms the weekly classes are held in.
//
// /api/organizational (responses under `data`)
//   GET    /rooms | POST /rooms | PUT /rooms/:id | DELETE /rooms/:id   read staff-read; write admin, deans_office, chair
import { Type, type Static } from 'typebox';
import { listQuery } from '../lists.js';
import { DateTime, Uuid } from './primitives.js';

export const Room = Type.Object({
  id: Uuid,
  code: Type.String(),
  building: Type.String(),
  capacity: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Room = Static<typeof Room>;
export const RoomCreateBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 20 }), building: Type.String({ minLength: 1, maxLength: 100 }), capacity: Type.Integer({ minimum: 1, maximum: 1000 }) },
  { additionalProperties: false },
);
export type RoomCreateBody = Static<typeof RoomCreateBody>;
export const RoomUpdateBody = Type.Partial(RoomCreateBody, { additionalProperties: false });
export type RoomUpdateBody = Static<typeof RoomUpdateBody>;
export const ROOM_SORTS = ['code', 'building', 'capacity'] as const;
export type RoomSort = (typeof ROOM_SORTS)[number];
export const RoomListQuery = listQuery(ROOM_SORTS, {});
export type RoomListQuery = Static<typeof RoomListQuery>;
