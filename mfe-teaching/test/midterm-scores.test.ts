import { describe, expect, it } from '@jest/globals';
import type { GradingBounds, MidtermEntry } from '@campus/contracts/grading';
import { formatDuration, parseScore, rowStates } from '../src/features/midterms/components/scores.js';

const BOUNDS: GradingBounds = { min: 0, max: 20, step: 0.5, midterms: 2, passMark: 10 };
const entry = (studentId: string, score: number | null): MidtermEntry => ({ studentId, fullName: studentId, studentNumber: null, groupName: null, score, publishedScore: null });

describe('a typed score', () => {
  it('when it is empty, then it clears the score; a decimal comma reads as a point', () => {
    expect(parseScore('  ', BOUNDS)).toEqual({ valid: true, score: null });
    expect(parseScore('17,5', BOUNDS)).toEqual({ valid: true, score: 17.5 });
    expect(parseScore('20', BOUNDS)).toEqual({ valid: true, score: 20 });
    expect(parseScore('0', BOUNDS)).toEqual({ valid: true, score: 0 });
  });

  it('when it is outside the bounds, off the step or not a number, then it is not a score', () => {
    for (const text of ['20.5', '-1', '17.25', 'abc', '1e1', '17.']) expect(parseScore(text, BOUNDS)).toEqual({ valid: false });
  });
});

describe('the sheet rows', () => {
  const sheet = { bounds: BOUNDS, entries: [entry('a', 12), entry('b', null), entry('c', 15)] };

  it('when an input equals the saved score (however written), then the row is not unsaved', () => {
    const rows = rowStates(sheet, { a: '12.0', b: '' });
    expect(rows.map((row) => row.changed)).toEqual([false, false, false]);
  });

  it('when an input is cleared, changed or not a score, then the row is unsaved and a bad one is marked', () => {
    const rows = rowStates(sheet, { a: '', b: '9,5', c: '25' });
    expect(rows.map((row) => [row.changed, row.invalid])).toEqual([
      [true, false],
      [true, false],
      [true, true],
    ]);
    expect(rows[1]!.text).toBe('9,5');
  });
});

describe('a countdown', () => {
  it('when it is under an hour, then it reads m:ss; from an hour h:mm:ss; never negative', () => {
    expect(formatDuration(59.2)).toBe('1:00');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-3)).toBe('0:00');
  });
});
