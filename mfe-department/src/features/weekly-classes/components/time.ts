// Times of day as minutes, for laying classes out on the week grid.
export const DAY_START = 8 * 60;
export const DAY_END = 21 * 60;
export const STEP = 15;

export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function toTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 08:00, 08:15, … 21:00 */
export const TIME_OPTIONS = Array.from({ length: (DAY_END - DAY_START) / STEP + 1 }, (_, index) => toTime(DAY_START + index * STEP));
