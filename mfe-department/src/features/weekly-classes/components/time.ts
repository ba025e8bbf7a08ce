// The class form's times: 08:00, 08:15, … 21:00.
import { toTime } from '@campus/shared-ui';

const DAY_START = 8 * 60;
const DAY_END = 21 * 60;
const STEP = 15;

export { toMinutes } from '@campus/shared-ui';
export const TIME_OPTIONS = Array.from({ length: (DAY_END - DAY_START) / STEP + 1 }, (_, index) => toTime(DAY_START + index * STEP));
