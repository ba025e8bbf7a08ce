// What the demo seed and the test-data generator share when they make marks: a section's class days of the last
// four weeks (organizational's sessions, so holidays and days outside the period are left out exactly as the
// section's session list leaves them out), the notes an excused, late or partial mark carries, and when a made
// mark counts as recorded.
import type { Mark } from '@campus/contracts/attendance';
import type { AttendanceContext } from './context.js';
import { addDays } from './days.js';

/** Marks are made for this many weeks of classes. */
export const MADE_WEEKS = 4;

export const MADE_NOTES: Partial<Record<Mark['status'], string>> = { excused: 'Medical certificate', late: '15 min', partial: 'Left after the first hour' };

/** A made mark is recorded at noon of its day. */
export const madeRecordedAt = (date: string): Date => new Date(`${date}T12:00:00Z`);

/**
 * The days a section met in the MADE_WEEKS weeks up to yesterday (or up to its period's end when that is earlier),
 * newest first; a day with two classes is one day.
 */
export async function recentClassDays(context: AttendanceContext, sectionId: string, period: { endsOn: string }): Promise<string[]> {
  const yesterday = addDays(context.today(), -1);
  const lastDay = yesterday < period.endsOn ? yesterday : period.endsOn;
  const sessions = await context.sessions(sectionId, { from: addDays(lastDay, 1 - MADE_WEEKS * 7), to: lastDay });
  return [...new Set(sessions.map((session) => session.date))].sort().reverse();
}
