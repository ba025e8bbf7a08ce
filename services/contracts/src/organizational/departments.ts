// Departments: their records, the bodies that create and change them (with or without a new chair account), their list.
//
// /api/organizational (responses under `data`)
//   GET    /my-department                         any signed-in → {data: Department | null} (chair's department; a lecturer's own)
//   GET    /departments                           staff-read; ?facultyId → {data: Department[], ...}
//   GET    /departments/:id                       admin, QA, deans_office and chair (faculties they read), lecturer (own department) → {data: Department}
//   POST   /departments                           admin, deans_office (own faculty) → 201 {data, chair?: AccountLink} body DepartmentCreateBody
//   POST   /departments/with-chair                admin, deans_office (own faculty) → 201 {data, chair: AccountLink} body DepartmentWithChairBody
//   PUT    /departments/:id                       admin, deans_office (own faculty), chair (own) → {data, chair?: AccountLink}  body DepartmentUpdateBody
//          (a new chairUserId must be an active account, else 400; it is given the chair role like with-chair)
//   DELETE /departments/:id                       admin, deans_office (own faculty) → {data: {id}} (409 while it has programs/courses/lecturers)
import { Type, type Static } from 'typebox';
import { listQuery } from '../lists.js';
import { LocalizedName, PersonAccountBody } from './common.js';
import { DateTime, Nullable, Uuid } from './primitives.js';

export const Department = Type.Object({
  id: Uuid,
  code: Type.String(),
  name: LocalizedName,
  description: Nullable(Type.String()),
  facultyId: Uuid,
  facultyName: LocalizedName,
  chairUserId: Nullable(Uuid),
  chairName: Nullable(Type.String()),
  chairEmail: Nullable(Type.String()),
  lecturerCount: Type.Integer(),
  courseCount: Type.Integer(),
  programCount: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Department = Static<typeof Department>;

export const DepartmentCreateBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20 }),
    name: LocalizedName,
    description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    facultyId: Uuid,
    chairUserId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false },
);
export type DepartmentCreateBody = Static<typeof DepartmentCreateBody>;
export const DepartmentUpdateBody = Type.Partial(DepartmentCreateBody, { additionalProperties: false });
export type DepartmentUpdateBody = Static<typeof DepartmentUpdateBody>;
export const DepartmentWithChairBody = Type.Object(
  { department: Type.Omit(DepartmentCreateBody, ['chairUserId']), chair: PersonAccountBody },
  { additionalProperties: false },
);
export type DepartmentWithChairBody = Static<typeof DepartmentWithChairBody>;
export const DEPARTMENT_SORTS = ['code', 'name', 'createdAt'] as const;
export type DepartmentSort = (typeof DEPARTMENT_SORTS)[number];
export const DepartmentListQuery = listQuery(DEPARTMENT_SORTS, { facultyId: Type.Optional(Uuid) });
export type DepartmentListQuery = Static<typeof DepartmentListQuery>;
