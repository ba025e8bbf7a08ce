// SPEC §4 Class-time badge and §9 capacity percent, on their boundaries, in the university's time zone.
import { capacityPercent, classEnd, classTimeBadge, dayIn, isJoinWindowOpen } from '../src/organizational/class-time.js';

const YEREVAN = 'Asia/Yerevan'; // UTC+4 all year
const start = new Date('2026-11-26T10:00:00+04:00');
const minutesFromStart = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('classTimeBadge', () => {
  test.each([
    [-91, 'completed'],
    [-90.01, 'completed'],
    [-90, 'inProgress'],
    [-1, 'inProgress'],
    [-0.01, 'inProgress'],
    [0, 'startingSoon'],
    [15, 'startingSoon'],
    [15.01, 'today'],
    [60, 'today'],
  ])('when the class starts in %s minutes, then the badge is %s', (minutesUntilStart, kind) => {
    expect(classTimeBadge(start, minutesFromStart(-minutesUntilStart), YEREVAN)).toEqual({ kind });
  });

  test('when the class starts after midnight in the university, then it is tomorrow, though UTC is still the same day', () => {
    const now = new Date('2026-11-26T23:50:00+04:00'); // 19:50 UTC on the 26th
    expect(classTimeBadge(new Date('2026-11-27T00:30:00+04:00'), now, YEREVAN)).toEqual({ kind: 'tomorrow' });
    expect(classTimeBadge(new Date('2026-11-27T00:30:00+04:00'), now, 'UTC')).toEqual({ kind: 'today' });
  });

  test('when a class starts exactly at the university midnight, then it belongs to the new day', () => {
    const now = new Date('2026-11-26T08:00:00+04:00');
    expect(classTimeBadge(new Date('2026-11-27T00:00:00+04:00'), now, YEREVAN)).toEqual({ kind: 'tomorrow' });
    expect(classTimeBadge(new Date('2026-11-26T23:59:00+04:00'), now, YEREVAN)).toEqual({ kind: 'today' });
  });

  test('when the class is later than tomorrow, then the badge carries its day in the time zone, across a month end', () => {
    const now = new Date('2026-11-29T12:00:00+04:00');
    expect(classTimeBadge(new Date('2026-12-01T00:10:00+04:00'), now, YEREVAN)).toEqual({ kind: 'date', date: '2026-12-01' });
    expect(classTimeBadge(new Date('2026-11-30T23:59:00+04:00'), now, YEREVAN)).toEqual({ kind: 'tomorrow' });
  });

  test('dayIn reads the calendar day in the zone', () => {
    expect(dayIn(new Date('2026-11-26T21:30:00Z'), YEREVAN)).toBe('2026-11-27');
    expect(dayIn(new Date('2026-11-26T21:30:00Z'), 'UTC')).toBe('2026-11-26');
  });
});

describe('capacityPercent', () => {
  test.each([
    [0, 30, 0],
    [1, 3, 33],
    [2, 3, 67],
    [30, 30, 100],
    [45, 30, 100],
    [10, 0, 0],
    [0, 0, 0],
  ])('when %s of %s seats are taken, then it is %s %%', (count, max, percent) => {
    expect(capacityPercent(count, max)).toBe(percent);
  });
});

describe('the join window', () => {
  const end = classEnd(start, '11:20', YEREVAN);

  test('the end is the end time on the class day in the zone', () => {
    expect(end.toISOString()).toBe('2026-11-26T07:20:00.000Z');
  });

  test.each([
    [-16, false],
    [-15, true],
    [0, true],
    [79, true],
    [80, false],
  ])('when it is %s minutes after the start, then the window is open: %s', (minutesAfterStart, open) => {
    expect(isJoinWindowOpen(start, end, minutesFromStart(minutesAfterStart))).toBe(open);
  });
});
