// Which academic period /student/absences/ and /midterms open on (shared-ui's PeriodScreen).
import { describe, expect, it } from '@jest/globals';
import type { AttendancePeriod } from '@campus/contracts/attendance';
import { defaultPeriod } from '@campus/shared-ui';

const period = (id: string, startsOn: string, isActive = false): AttendancePeriod => ({ id, name: id, isActive, startsOn, endsOn: startsOn });

describe('defaultPeriod', () => {
  it('when a period is active, then it is chosen, wherever it is in the list', () => {
    expect(defaultPeriod([period('spring', '2027-02-01'), period('autumn', '2026-09-01', true)])?.id).toBe('autumn');
  });

  it('when none is active, then the latest to start is chosen', () => {
    expect(defaultPeriod([period('old', '2025-09-01'), period('new', '2026-09-01'), period('mid', '2026-02-01')])?.id).toBe('new');
  });

  it('when there are no periods, then there is none to show', () => {
    expect(defaultPeriod([])).toBeUndefined();
  });
});
