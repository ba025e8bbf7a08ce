// Who a survey or an announcement is for (issue 15). An audience is a union of parts; organizational resolves it to
// people (POST /internal/organizational/audience, service token) and refuses a part outside the sender's scope: an
// administrator or quality assurance may name anyone, a faculty's dean's office its faculty and what lies in it, a
// chair their departments' programs, groups and sections. A role part is an administrator's (or quality assurance's
// for surveys) only.
import { Type, type Static } from 'typebox';
import { ROLES } from './roles.js';
import { Uuid } from './organizational/primitives.js';

/**
 * - `role`: every active account holding the role;
 * - `faculty`: the students of its programs and the lecturers of its departments;
 * - `department`: the lecturers of the department and the students of its programs;
 * - `program`, `group`: their students;
 * - `section`: the students enrolled in it;
 * - `term`: the students enrolled in any section of the academic period.
 */
export const AUDIENCE_KINDS = ['role', 'faculty', 'department', 'program', 'group', 'section', 'term'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const AudiencePart = Type.Union([
  Type.Object({ kind: Type.Literal('role'), role: Type.Enum([...ROLES]) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Enum(['faculty', 'department', 'program', 'group', 'section', 'term']), id: Uuid }, { additionalProperties: false }),
]);
export type AudiencePart = Static<typeof AudiencePart>;

/** At most this many parts in one audience. */
export const AUDIENCE_PARTS_MAX = 50;
export const Audience = Type.Array(AudiencePart, { minItems: 1, maxItems: AUDIENCE_PARTS_MAX });
export type Audience = Static<typeof Audience>;

/** An audience part with its name for people (for lists and previews), as organizational answers it. */
// A union of flat objects (not an intersection with the union): the response serializer cannot compile the latter.
const Described = { label: Type.String(), size: Type.Integer({ minimum: 0 }) };
export const DescribedAudiencePart = Type.Union([
  Type.Object({ kind: Type.Literal('role'), role: Type.Enum([...ROLES]), ...Described }),
  Type.Object({ kind: Type.Enum(['faculty', 'department', 'program', 'group', 'section', 'term']), id: Uuid, ...Described }),
]);
export type DescribedAudiencePart = Static<typeof DescribedAudiencePart>;

export const ORGANIZATIONAL_AUDIENCE_PATHS = {
  /** POST {audience, senderId} → {data: {userIds, parts: DescribedAudiencePart[]}}; 403 AUDIENCE_OUT_OF_SCOPE {details: {part}}, 404 AUDIENCE_NOT_FOUND. */
  resolve: '/internal/organizational/audience',
} as const;

export const ResolveAudienceBody = Type.Object({
  audience: Audience,
  /** The person sending or scheduling: their scope bounds the audience. */
  senderId: Uuid,
}, { additionalProperties: false });
export type ResolveAudienceBody = Static<typeof ResolveAudienceBody>;

export const ResolvedAudience = Type.Object({
  /** Account ids, distinct, active accounts only. */
  userIds: Type.Array(Uuid),
  parts: Type.Array(DescribedAudiencePart),
});
export type ResolvedAudience = Static<typeof ResolvedAudience>;

export const AUDIENCE_MESSAGES = {
  AUDIENCE_OUT_OF_SCOPE: 'This audience is outside your faculty or department',
  AUDIENCE_NOT_FOUND: 'A faculty, program, group, section or term of this audience does not exist',
  AUDIENCE_EMPTY: 'Nobody is in this audience',
} as const;
export type AudienceErrorCode = keyof typeof AUDIENCE_MESSAGES;
