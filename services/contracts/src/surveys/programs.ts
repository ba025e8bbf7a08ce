// What surveys asks organizational (service token) to attribute course evaluations to programs: per section of a
// term, how many of its enrolled students each program has (students without a program under a null program).
//   GET /internal/organizational/surveys/section-programs?periodId → {data: SectionProgramCount[]}
import { Type, type Static } from 'typebox';
import { Nullable, Uuid } from '../organizational/primitives.js';

export const SectionProgramCount = Type.Object({
  sectionId: Uuid,
  programId: Nullable(Uuid),
  programCode: Nullable(Type.String()),
  students: Type.Integer({ minimum: 1 }),
});
export type SectionProgramCount = Static<typeof SectionProgramCount>;

export const SectionProgramsQuery = Type.Object({ periodId: Uuid }, { additionalProperties: false });
export type SectionProgramsQuery = Static<typeof SectionProgramsQuery>;

export const ORGANIZATIONAL_SURVEYS_PATHS = { sectionPrograms: '/internal/organizational/surveys/section-programs' } as const;
