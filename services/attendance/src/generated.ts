// The test-data generator's attendance (issue 15, /admin/testing): for each generated section, a mark for every
// enrolled student on every day the section met in the last four weeks up to yesterday (the demo seed's days:
// organizational's sessions, holidays and days outside the period left out), marked by the section's lecturer,
// each carrying the run's id. Statuses follow from the seed and the section's, the student's and the day's keys
// alone (randomFor), so the same seed gives the same marks whatever the ids and the order of the windows.
import { randomFor, type GeneratedActivityBody, type GeneratedActivityResponse, type GeneratedPerson, type RemoveGeneratedActivityResponse } from '@campus/contracts/generated-activity';
import type { AttendanceStatus } from '@campus/contracts/attendance';
import type { AttendanceContext } from './context.js';
import { deleteGeneratedMarks, insertGeneratedMarks, type GeneratedMark } from './db/mark.repository.js';
import { MADE_NOTES, madeRecordedAt, recentClassDays } from './recent-classes.js';

type Missed = Partial<Record<Exclude<AttendanceStatus, 'present' | 'unmarked'>, number>>;

/**
 * How a student attends, the same in each of their sections (a share of the students each; the rest of a profile's
 * days they are present). A student who has stopped coming misses nearly every class: more than the examination
 * board's 25 % of a subject's class days so far (the whole period's, while only four weeks are marked) through about
 * the fifteenth week of a term, so its at-risk list has names; one who comes irregularly misses about one class in five.
 */
const PROFILES: { share: number; missed: Missed }[] = [
  { share: 0.02, missed: { absent: 0.94, late: 0.03, excused: 0.03 } },
  { share: 0.1, missed: { absent: 0.18, late: 0.08, excused: 0.05, partial: 0.04 } },
  { share: 0.88, missed: { absent: 0.04, late: 0.04, excused: 0.02, partial: 0.01 } },
];

function profileOf(seed: number, student: GeneratedPerson): Missed {
  let draw = randomFor(seed, 'attendance', student.key)();
  for (const profile of PROFILES) {
    if (draw < profile.share) return profile.missed;
    draw -= profile.share;
  }
  return PROFILES.at(-1)!.missed;
}

function statusOf(missed: Missed, draw: number): AttendanceStatus {
  for (const [status, share] of Object.entries(missed) as [keyof Missed, number][]) {
    if (draw < share) return status;
    draw -= share;
  }
  return 'present';
}

export async function writeGeneratedMarks(context: AttendanceContext, body: GeneratedActivityBody): Promise<GeneratedActivityResponse> {
  const { seed, period } = body;
  const days = await Promise.all(body.sections.map((section) => recentClassDays(context, section.sectionId, period)));
  const profiles = new Map<string, Missed>();
  const marks = body.sections.flatMap((section, index) =>
    section.students.flatMap((student) => {
      let missed = profiles.get(student.key);
      if (!missed) profiles.set(student.key, (missed = profileOf(seed, student)));
      return days[index]!.map((date): GeneratedMark => {
        const status = statusOf(missed, randomFor(seed, section.key, student.key, date)());
        return { sectionId: section.sectionId, date, studentId: student.id, status, notes: MADE_NOTES[status] ?? null, recordedAt: madeRecordedAt(date), markedBy: section.lecturer.userId };
      });
    }),
  );
  return { counts: { attendanceMarks: await insertGeneratedMarks(context.db, body.runId, marks) } };
}

export async function removeGeneratedMarks(context: AttendanceContext, runId: string): Promise<RemoveGeneratedActivityResponse> {
  return { removed: { attendanceMarks: await deleteGeneratedMarks(context.db, runId) } };
}
