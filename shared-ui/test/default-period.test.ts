// Which term a staff screen opens on when its address names none: the caller's area's default term while it still
// exists, else the active one (the board, the reports and the midterm overviews pass the area's term to defaultPeriod).
import { describe, expect, it } from '@jest/globals';
import { defaultPeriod, type ChoosablePeriod } from '../src/components/period-screen.js';

const period = (id: string, startsOn: string, isActive = false): ChoosablePeriod => ({ id, name: id, isActive, startsOn });
const periods = [period('spring', '2027-02-01'), period('autumn', '2026-09-01', true), period('last-spring', '2026-02-01')];

describe("defaultPeriod with an area's default term", () => {
  it('when the area has a default term, then it is chosen over the active one', () => {
    expect(defaultPeriod(periods, 'last-spring')?.id).toBe('last-spring');
  });

  it('when the default term no longer exists, then the active one is chosen', () => {
    expect(defaultPeriod(periods, 'deleted')?.id).toBe('autumn');
  });

  it('when the area has none, then the active one is chosen', () => {
    expect(defaultPeriod(periods, null)?.id).toBe('autumn');
    expect(defaultPeriod(periods)?.id).toBe('autumn');
  });
});
