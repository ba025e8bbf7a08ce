// Calendar days (YYYY-MM-DD) and wall-clock times in the university's time zone, with Intl only: a day's arithmetic
// never touches a time zone, and a wall-clock time becomes an instant through the zone's offset at that moment, so
// the server's own zone (TZ) plays no part.
import { addDays, dayIn } from '@campus/contracts/organizational';

const DAY_MS = 86_400_000;


/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** ISO weekday of a calendar day: Monday 1 … Sunday 7. */
export const isoWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The Monday of the week a day falls in. */
export const mondayOf = (day: string): string => addDays(day, 1 - isoWeekday(day));

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall-clock reading at an instant, as if that reading were UTC (milliseconds). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(instant)).map((item) => [item.type, item.value]));
  return Date.parse(`${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}Z`);
}

/** The calendar day an instant falls on in the zone (the contracts' rule, which the browser shares). */
export { addDays, dayIn };

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
const offsetAt = (instant: number, timeZone: string): number => wallClockAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000;

/**
 * The instant a wall-clock time of a day has in the zone. The offset is read at a first guess and again at the
 * instant it gives, so a day on which the clocks change gets the offset in force at that time.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/** Whether a YYYY-MM-DD string names a day that exists (not 30 February). */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}
