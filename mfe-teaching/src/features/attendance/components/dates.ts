// Days as the attendance service counts them: YYYY-MM-DD in the university's time zone.
import { DEFAULT_TIME_ZONE } from '@campus/contracts';
import { dayIn } from '@campus/contracts/organizational';

export { addDays } from '@campus/contracts/organizational';

export const today = (): string => dayIn(new Date(), DEFAULT_TIME_ZONE);

/** Noon UTC of the day, so formatting it in any zone shows the same date. */
export const dayValue = (day: string): Date => new Date(`${day}T12:00:00Z`);
