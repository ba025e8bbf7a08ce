// Academic years and their periods (semesters); one period is the active one.
//
// /api/organizational (responses under `data`)
//   GET    /academic-years                        any signed-in → {data: AcademicYear[] (with periods)}
//   POST   /academic-years | POST /periods | PUT /periods/:id (isActive: true makes it the one active period)  admin
import { Type, type Static } from 'typebox';
import { DateOnly, Uuid } from './primitives.js';

export const AcademicPeriod = Type.Object({
  id: Uuid,
  academicYearId: Uuid,
  name: Type.String(),
  /** 1 or 2 */
  semester: Type.Integer({ minimum: 1, maximum: 2 }),
  startsOn: DateOnly,
  endsOn: DateOnly,
  isActive: Type.Boolean(),
});
export type AcademicPeriod = Static<typeof AcademicPeriod>;
export const AcademicYear = Type.Object({
  id: Uuid,
  /** YYYY-YYYY */
  name: Type.String(),
  startsOn: DateOnly,
  endsOn: DateOnly,
  isActive: Type.Boolean(),
  periods: Type.Array(AcademicPeriod),
});
export type AcademicYear = Static<typeof AcademicYear>;
export const AcademicYearCreateBody = Type.Object(
  { name: Type.String({ pattern: '^\\d{4}-\\d{4}$' }), startsOn: DateOnly, endsOn: DateOnly, isActive: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type AcademicYearCreateBody = Static<typeof AcademicYearCreateBody>;
export const PeriodCreateBody = Type.Object(
  {
    academicYearId: Uuid,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    semester: Type.Integer({ minimum: 1, maximum: 2 }),
    startsOn: DateOnly,
    endsOn: DateOnly,
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PeriodCreateBody = Static<typeof PeriodCreateBody>;
export const PeriodUpdateBody = Type.Partial(Type.Omit(PeriodCreateBody, ['academicYearId']), { additionalProperties: false });
export type PeriodUpdateBody = Static<typeof PeriodUpdateBody>;
