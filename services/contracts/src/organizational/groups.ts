// Student groups: their statuses and which may follow which, their records, bodies and list.
//
// /api/organizational (responses under `data`)
//   GET    /groups                                staff-read; ?departmentId&programId&status&year → {data: Group[], ...}
//   GET    /groups/:id | POST /groups | PUT /groups/:id | DELETE /groups/:id   write: admin, deans_office (scope)
//   PATCH  /groups/:id/status                     admin, deans_office → {data: Group}  body GroupStatusBody (409 GROUP_TRANSITION names both states)
//   POST   /groups/:id/archive                    admin, deans_office → {data: Group}
//   GET    /groups/:id/students                   staff-read, limited to students the caller may see → {data: Student[], ...}
import { Type, type Static } from 'typebox';
import { listQuery } from '../lists.js';
import { BOUNDS, LocalizedName } from './common.js';
import { DateTime, Nullable, Uuid } from './primitives.js';

export const GROUP_STATUSES = ['forming', 'active', 'on_hold', 'completed', 'cancelled', 'archived', 'inactive', 'graduated'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
export const GROUP_TYPES = ['regular', 'evening', 'distance', 'international'] as const;

/**
 * Which group status may follow which. Archiving is allowed from every status but archived itself; a graduated,
 * cancelled or archived group is otherwise final.
 */
export const GROUP_TRANSITIONS: Record<GroupStatus, readonly GroupStatus[]> = {
  forming: ['active', 'cancelled', 'archived'],
  active: ['on_hold', 'completed', 'inactive', 'archived'],
  on_hold: ['active', 'cancelled', 'archived'],
  inactive: ['active', 'archived'],
  completed: ['graduated', 'archived'],
  graduated: ['archived'],
  cancelled: ['archived'],
  archived: [],
};

export function canTransitionGroup(from: GroupStatus, to: GroupStatus): boolean {
  return GROUP_TRANSITIONS[from].includes(to);
}

export const GroupStatusSchema = Type.Enum(GROUP_STATUSES);
export const GroupTypeSchema = Type.Enum(GROUP_TYPES);

export const Group = Type.Object({
  id: Uuid,
  name: Type.String(),
  code: Type.String(),
  type: GroupTypeSchema,
  /** Year of study, 1–10. */
  year: Type.Integer(),
  academicYear: Nullable(Type.String()),
  departmentId: Uuid,
  departmentName: LocalizedName,
  programId: Nullable(Uuid),
  programName: Nullable(LocalizedName),
  advisorId: Nullable(Uuid),
  /** The advisor's name, or null when unassigned. */
  advisorName: Nullable(Type.String()),
  classroom: Nullable(Type.String()),
  maxCapacity: Type.Integer(),
  studentCount: Type.Integer(),
  status: GroupStatusSchema,
  notes: Nullable(Type.String()),
  /** The statuses this group may move to now. */
  allowedTransitions: Type.Array(GroupStatusSchema),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Group = Static<typeof Group>;
export const GroupCreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    code: Type.String({ minLength: 1, maxLength: 30 }),
    type: Type.Optional(GroupTypeSchema),
    year: Type.Integer({ minimum: 1, maximum: 10 }),
    academicYear: Type.Optional(Nullable(Type.String({ pattern: '^\\d{4}-\\d{4}$' }))),
    departmentId: Uuid,
    programId: Type.Optional(Nullable(Uuid)),
    advisorId: Type.Optional(Nullable(Uuid)),
    classroom: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    maxCapacity: Type.Integer({ minimum: BOUNDS.capacity.min, maximum: BOUNDS.capacity.max }),
    status: Type.Optional(Type.Union([Type.Literal('forming'), Type.Literal('active')])),
    notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);
export type GroupCreateBody = Static<typeof GroupCreateBody>;
/** Status changes go through PATCH /groups/:id/status. */
export const GroupUpdateBody = Type.Partial(Type.Omit(GroupCreateBody, ['status']), { additionalProperties: false });
export type GroupUpdateBody = Static<typeof GroupUpdateBody>;
export const GroupStatusBody = Type.Object({ status: GroupStatusSchema }, { additionalProperties: false });
export type GroupStatusBody = Static<typeof GroupStatusBody>;
export const GROUP_SORTS = ['name', 'code', 'year', 'status', 'studentCount', 'createdAt'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
export const GroupListQuery = listQuery(GROUP_SORTS, {
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    programId: Type.Optional(Uuid),
    status: Type.Optional(GroupStatusSchema),
    year: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  });
export type GroupListQuery = Static<typeof GroupListQuery>;
