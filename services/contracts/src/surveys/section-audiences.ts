// What surveys asks organizational (service token) to make a term's course evaluations in one call rather than one a
// section: each section resolved as the audience part { kind: 'section', id } alone, within the sender's scope.
//   POST /internal/organizational/surveys/section-audiences {sectionIds, senderId} → {data: SectionAudience[]}
// One entry per distinct section asked, in the order asked; 403 AUDIENCE_OUT_OF_SCOPE and 404 AUDIENCE_NOT_FOUND name
// the first section out of the sender's scope or unknown, as POST /internal/organizational/audience does.
import { Type, type Static } from 'typebox';
import { Uuid } from '../organizational/primitives.js';

/** Sections per call: a term of the benchmark university (about 4,000) in one. */
export const SECTION_AUDIENCES_MAX = 5000;

export const SectionAudiencesBody = Type.Object({
  sectionIds: Type.Array(Uuid, { minItems: 1, maxItems: SECTION_AUDIENCES_MAX }),
  /** The manager making the evaluations: their scope bounds the sections. */
  senderId: Uuid,
}, { additionalProperties: false });
export type SectionAudiencesBody = Static<typeof SectionAudiencesBody>;

export const SectionAudience = Type.Object({
  sectionId: Uuid,
  /** The section's label for people (Armenian), as the audience part describes it. */
  label: Type.String(),
  /** The active accounts of its enrolled students, distinct. */
  userIds: Type.Array(Uuid),
});
export type SectionAudience = Static<typeof SectionAudience>;

export const ORGANIZATIONAL_SECTION_AUDIENCES_PATH = '/internal/organizational/surveys/section-audiences';
