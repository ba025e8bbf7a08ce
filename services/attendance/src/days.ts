// Calendar days (YYYY-MM-DD): a day's arithmetic never touches a time zone.
const DAY_MS = 86_400_000;

export { addDays } from '@campus/contracts/organizational';

/** Days from `from` to `to`, both counted. */
export const daysSpanned = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
