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
//   GET    /faculties/:id/staff                   admin → {data: FacultyStaffMember[]} (the dean first, then linked staff)
//   POST   /faculties/:id/staff                   admin → 201 {data: FacultyStaffMember}  body FacultyStaffLinkBody (an account by id
//          or email; 400 for none, an unknown or a deactivated account; 409 when already linked or the dean; the account
//          gets the deans_office role)
//   DELETE /faculties/:id/staff/:userId           admin → {data: {id: userId}} (404 when not linked; the role goes unless
//          another faculty's dean's office or the account's primary role still holds it)
import { Type, type Static } from 'typebox';
import { listQuery } from '../lists.js';
import { LocalizedName, PersonAccountBody } from './common.js';
import { DateTime, Nullable, Uuid } from './primitives.js';
import { EMAIL_MAX_LENGTH } from '../auth.js';

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

/** One person of a faculty's dean's office: its dean (not unlinked here) or a linked staff member. */
export const FacultyStaffMember = Type.Object({
  userId: Uuid,
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  isDean: Type.Boolean(),
  /** When the staff member was linked; null for the dean. */
  linkedAt: Nullable(DateTime),
});
export type FacultyStaffMember = Static<typeof FacultyStaffMember>;

/** The account to link: by its id (an account search) or its email. */
export const FacultyStaffLinkBody = Type.Object(
  { userId: Type.Optional(Uuid), email: Type.Optional(Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH })) },
  { additionalProperties: false },
);
export type FacultyStaffLinkBody = Static<typeof FacultyStaffLinkBody>;
export const FacultyStaffParams = Type.Object({ id: Uuid, userId: Uuid });
export type FacultyStaffParams = Static<typeof FacultyStaffParams>;
