// What the grading service asks organizational (service token only) beside materials' and attendance's calls:
//   GET /internal/organizational/grading/sections?periodId&courseId&facultyId&departmentId&lecturerUserId
//       → {data: ScopedSection[]}: the sections matching every filter given, with lecturer, department, faculty and
//         the number of enrolled students, by course code and section number.
import { Type, type Static } from 'typebox';
import { SectionReference } from '../materials/access.js';
import { LocalizedName } from '../organizational/common.js';
import { Nullable, Uuid } from '../organizational/primitives.js';

export const ScopedSection = Type.Object({
  ...SectionReference.properties,
  lecturerName: Nullable(Type.String()),
  /** The lecturer's account, to tell a lecturer's own sections. */
  lecturerUserId: Nullable(Uuid),
  departmentId: Uuid,
  departmentName: LocalizedName,
  facultyId: Uuid,
  facultyName: LocalizedName,
  students: Type.Integer({ minimum: 0 }),
});
export type ScopedSection = Static<typeof ScopedSection>;

export const ScopedSectionsQuery = Type.Object(
  {
    periodId: Type.Optional(Uuid),
    courseId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    departmentId: Type.Optional(Uuid),
    lecturerUserId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type ScopedSectionsQuery = Static<typeof ScopedSectionsQuery>;

export const ORGANIZATIONAL_GRADING_PATHS = {
  sections: '/internal/organizational/grading/sections',
} as const;
