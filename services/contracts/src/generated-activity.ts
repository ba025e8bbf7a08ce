// Teaching activity for the test-data generator's university (issue 15, /admin/testing). Once organizational has
// written a run's people, courses and sections, the job "organizational.generator" asks each service that keeps
// activity to make its share for those sections: materials, attendance marks, midterm grades, and course evaluations
// with their answers. Each service marks every record it makes with the run's id and removes exactly those on request.
//
// Internal routes (service token), one pair per service in GENERATED_ACTIVITY_SERVICES:
//   POST /internal/<service>/generated         GeneratedActivityBody → GeneratedActivityResponse
//        called once per window of at most GENERATED_SECTIONS_MAX sections; writes that window's records in one
//        transaction. Deterministic: what it writes follows from the seed and the sections' and students' keys
//        (randomFor), never from record ids or the order of calls, so the same seed gives the same activity.
//   POST /internal/<service>/generated/remove  { runId } → RemoveGeneratedActivityResponse
//        removes every record carrying the run's id, and nothing else; removing what is not there removes nothing.
// The generator calls remove before a retried run writes again and before organizational removes its own records.
import { Type, type Static } from 'typebox';
import { LocalizedName } from './organizational/common.js';
import { DateOnly, Uuid } from './organizational/primitives.js';

export const GENERATED_ACTIVITY_SERVICES = ['materials', 'attendance', 'grading', 'surveys'] as const;
export type GeneratedActivityService = (typeof GENERATED_ACTIVITY_SERVICES)[number];

export const generatedActivityPaths = (service: GeneratedActivityService) =>
  ({ write: `/internal/${service}/generated`, remove: `/internal/${service}/generated/remove` }) as const;

/** Sections per write call: 25 sections of 100 students each make a body of about 340 KB. */
export const GENERATED_SECTIONS_MAX = 25;
/** The write routes' body limit: room above the 1 MB every other route keeps to, for sections of large classes. */
export const GENERATED_BODY_LIMIT = 8 * 1024 * 1024;

const Time = Type.String({ pattern: '^\\d{2}:\\d{2}(:\\d{2})?$', description: 'HH:MM or HH:MM:SS' });

export const GeneratedPerson = Type.Object({
  /** organizational's record id (students.id, lecturers.id). */
  id: Uuid,
  /** The person's account id in auth. */
  userId: Uuid,
  /** A stable key for randomFor: the email. */
  key: Type.String(),
});
export type GeneratedPerson = Static<typeof GeneratedPerson>;

export const GeneratedSection = Type.Object({
  sectionId: Uuid,
  /** A stable key for randomFor: "<course code>-<section number>". */
  key: Type.String(),
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  sectionNumber: Type.Integer(),
  lecturer: GeneratedPerson,
  /** Every student enrolled in the section. */
  students: Type.Array(GeneratedPerson),
  /** weekday: 1 Monday … 7 Sunday, as organizational stores it. */
  weeklyClasses: Type.Array(Type.Object({ weekday: Type.Integer({ minimum: 1, maximum: 7 }), startTime: Time, endTime: Time })),
});
export type GeneratedSection = Static<typeof GeneratedSection>;

export const GeneratedActivityBody = Type.Object(
  {
    runId: Uuid,
    /** The run's number (its GEN<n>- tag), for titles a person can recognise. */
    runNumber: Type.Integer({ minimum: 1 }),
    seed: Type.Integer({ minimum: 0 }),
    /** The active academic period the sections are in. */
    period: Type.Object({ id: Uuid, startsOn: DateOnly, endsOn: DateOnly }),
    sections: Type.Array(GeneratedSection, { minItems: 1, maxItems: GENERATED_SECTIONS_MAX }),
  },
  { additionalProperties: false },
);
export type GeneratedActivityBody = Static<typeof GeneratedActivityBody>;

/** Records written by kind (e.g. { materials: 75 }, { attendanceMarks: 9000 }); the run's counts add them up. */
export const GeneratedActivityResponse = Type.Object({ counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })) });
export type GeneratedActivityResponse = Static<typeof GeneratedActivityResponse>;

export const RemoveGeneratedActivityBody = Type.Object({ runId: Uuid }, { additionalProperties: false });
export type RemoveGeneratedActivityBody = Static<typeof RemoveGeneratedActivityBody>;
export const RemoveGeneratedActivityResponse = Type.Object({ removed: Type.Record(Type.String(), Type.Integer({ minimum: 0 })) });
export type RemoveGeneratedActivityResponse = Static<typeof RemoveGeneratedActivityResponse>;

/** A small fast PRNG (mulberry32): the same seed gives the same numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG for one thing of a run (a section, a student in a section): the seed and the keys hashed (FNV-1a). */
export function randomFor(seed: number, ...keys: string[]): () => number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const character of keys.join('\u0000')) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return seededRandom(hash);
}
