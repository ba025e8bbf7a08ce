// SPEC §4 Class-time badge and §9 capacity percent: pure rules the upcoming-classes cards (and any server) share.
// Days are read in the university's time zone, passed in, so a browser elsewhere shows the university's Today.
import { timeOfDayIn } from '../notifications.js';

/** SPEC §9: a class counts as in progress until this many minutes after its start. */
export const IN_PROGRESS_MINUTES = 90;
/** SPEC §9: a class is starting soon from this many minutes before its start. */
export const STARTING_SOON_MINUTES = 15;

export type ClassTimeBadge =
  | { kind: 'completed' | 'inProgress' | 'startingSoon' | 'today' | 'tomorrow' }
  /** Later than tomorrow: the class's day (YYYY-MM-DD in the time zone). */
  | { kind: 'date'; date: string };

const MINUTE = 60_000;

/** YYYY-MM-DD of an instant in a time zone (IANA name). */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The calendar day (YYYY-MM-DD) `count` days after `day`: a day's arithmetic never touches a time zone. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/**
 * The badge of a class starting at `start`, seen at `now`. Exactly 90 minutes after the start is still in
 * progress; from 15 minutes before the start up to the start itself is starting soon.
 */
export function classTimeBadge(start: Date, now: Date, timeZone: string): ClassTimeBadge {
  const minutesUntilStart = (start.getTime() - now.getTime()) / MINUTE;
  if (minutesUntilStart < -IN_PROGRESS_MINUTES) return { kind: 'completed' };
  if (minutesUntilStart < 0) return { kind: 'inProgress' };
  if (minutesUntilStart <= STARTING_SOON_MINUTES) return { kind: 'startingSoon' };
  const day = dayIn(start, timeZone);
  const today = dayIn(now, timeZone);
  if (day === today) return { kind: 'today' };
  if (day === addDays(today, 1)) return { kind: 'tomorrow' };
  return { kind: 'date', date: day };
}

/** SPEC §9: enrolment over max in percent, rounded and capped at 100; 0 without a max. */
export function capacityPercent(count: number, max: number): number {
  return max > 0 ? Math.min(100, Math.round((count / max) * 100)) : 0;
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** When a class that starts at `start` and ends at `endTime` (HH:mm on its day in the zone) is over. */
export function classEnd(start: Date, endTime: string, timeZone: string): Date {
  return new Date(start.getTime() + (minutesOf(endTime) - minutesOf(timeOfDayIn(start, timeZone))) * MINUTE);
}

/** The join window opens 15 minutes before the start and closes at the end (UpcomingClass.joinWindowOpen). */
export function isJoinWindowOpen(start: Date, end: Date, now: Date): boolean {
  return now.getTime() >= start.getTime() - STARTING_SOON_MINUTES * MINUTE && now.getTime() < end.getTime();
}
