// Calendar days (YYYY-MM-DD) as the screen shows and checks them.

/** The day at local midnight, so formatting never shifts it by the browser's zone. */
export const localDay = (day: string): Date => new Date(`${day}T00:00:00`);

/** Days from the first to the last, both counted. */
export const dayCount = (first: string, last: string): number => Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

export interface DayBounds {
  from: string;
  to: string;
}
