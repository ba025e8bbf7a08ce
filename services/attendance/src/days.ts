// Calendar days (YYYY-MM-DD): a day's arithmetic never touches a time zone.
const DAY_MS = 86_400_000;

/** The calendar day `count` days after `day`. */
export const addDays = (day: string, count: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysSpanned = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
