// Faculties: their records, the bodies that create and change them (with or without a new dean account).
//
// /api/organizational (responses under `data`)
//   GET    /my-faculty                            any signed-in → {data: Faculty | null} (dean's faculty; else the faculty of my-department)
//   GET    /faculties                             staff-read → {data: Faculty[], total, page, pageSize}
//   GET    /faculties/:id                         staff-read → {data: Faculty}
//   POST   /faculties                             admin → 201 {data: Faculty, dean?: AccountLink}   body FacultyCreateBody
//   POST   /faculties/with-dean                   admin → 201 {data: Faculty, dean: AccountLink}    body FacultyWithDeanBody (409 on a taken code before any account is touched)
//   PUT    /faculties/:id                         admin, deans_office (own) → {data: Faculty, dean?: AccountLink}  body FacultyUpdateBody
//          (a new deanUserId must be an active account, else 400; it is given the deans_office role like with-dean)
//   DELETE /faculties/:id                         admin → {data: {id}} (409 while it has departments)
import { Type, type Static } from 'typebox';
import { listQuery } from '../lists.js';
import { LocalizedName, PersonAccountBody } from './common.js';
import { DateTime, Nullable, Uuid } from './primitives.js';

export const Faculty = Type.Object({
  id: Uuid,
  code: Type.String(),
  name: LocalizedName,
  description: Nullable(Type.String()),
  deanUserId: Nullable(Uuid),
  deanName: Nullable(Type.String()),
  deanEmail: Nullable(Type.String()),
  departmentCount: Type.Integer(),
  studentCount: Type.Integer(),
  lecturerCount: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Faculty = Static<typeof Faculty>;

export const FacultyCreateBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20 }),
    name: LocalizedName,
    description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    deanUserId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false },
);
export type FacultyCreateBody = Static<typeof FacultyCreateBody>;
export const FacultyUpdateBody = Type.Partial(FacultyCreateBody, { additionalProperties: false });
export type FacultyUpdateBody = Static<typeof FacultyUpdateBody>;
export const FACULTY_SORTS = ['code', 'name', 'createdAt'] as const;
export type FacultySort = (typeof FACULTY_SORTS)[number];
export const FacultyListQuery = listQuery(FACULTY_SORTS, {});
export type FacultyListQuery = Static<typeof FacultyListQuery>;

export const FacultyWithDeanBody = Type.Object(
  { faculty: Type.Omit(FacultyCreateBody, ['deanUserId']), dean: PersonAccountBody },
  { additionalProperties: false },
);
export type FacultyWithDeanBody = Static<typeof FacultyWithDeanBody>;
