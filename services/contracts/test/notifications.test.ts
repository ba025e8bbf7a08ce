// Quiet hours and suggestion rules shared by the settings screen and the notifications service.
import { isTimeOfDay, isWithinQuietHours, suggestionProblem, timeOfDayIn } from '../src/notifications.js';

describe('isWithinQuietHours', () => {
  const overnight = { enabled: true, start: '23:00', end: '07:00' };

  test.each([
    ['23:00', true],
    ['23:59', true],
    ['00:00', true],
    ['06:59', true],
    ['07:00', false],
    ['12:00', false],
    ['22:59', false],
  ])('when quiet hours run 23:00-07:00 across midnight, then %s is inside: %s', (time, inside) => {
    expect(isWithinQuietHours(overnight, time)).toBe(inside);
  });

  test('when quiet hours lie within one day, then only that span is inside', () => {
    const lunch = { enabled: true, start: '12:00', end: '13:30' };
    expect(isWithinQuietHours(lunch, '11:59')).toBe(false);
    expect(isWithinQuietHours(lunch, '12:00')).toBe(true);
    expect(isWithinQuietHours(lunch, '13:29')).toBe(true);
    expect(isWithinQuietHours(lunch, '13:30')).toBe(false);
  });

  test('when quiet hours are off or start equals end, then nothing is inside', () => {
    expect(isWithinQuietHours({ ...overnight, enabled: false }, '02:00')).toBe(false);
    expect(isWithinQuietHours({ enabled: true, start: '08:00', end: '08:00' }, '08:00')).toBe(false);
  });
});

describe('timeOfDayIn', () => {
  test('when an instant is read in Yerevan, then it is four hours ahead of UTC', () => {
    expect(timeOfDayIn(new Date('2026-01-15T20:30:00Z'), 'Asia/Yerevan')).toBe('00:30');
    expect(timeOfDayIn(new Date('2026-07-15T09:05:00Z'), 'Asia/Yerevan')).toBe('13:05');
  });
});

describe('isTimeOfDay', () => {
  test('when a time is HH:mm from 00:00 to 23:59, then it is accepted', () => {
    expect(['00:00', '07:30', '23:59'].every(isTimeOfDay)).toBe(true);
    expect(['24:00', '7:30', '07:60', '07:30:00', ''].some(isTimeOfDay)).toBe(false);
  });
});

describe('suggestionProblem', () => {
  const valid = { type: 'Feature', description: 'Dark mode', benefit: 'Easier at night' };

  test('when type, description and benefit have text, then there is no problem', () => {
    expect(suggestionProblem(valid)).toBeUndefined();
  });

  test('when a required field is only spaces, then it is named', () => {
    expect(suggestionProblem({ ...valid, description: '  \n ' })).toEqual({ field: 'description', message: 'description: is required' });
  });
});
