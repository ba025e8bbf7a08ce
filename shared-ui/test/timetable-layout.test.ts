import { describe, expect, it } from '@jest/globals';
import { CELL_ROWS, filterChoices, hoursOf, lanesOf, matchesFilter, sideBySide, weekCells, type TimetableEntry } from '../src/timetable/layout.js';
import { denseWeek } from './support/dense-week.js';

const DEMO = denseWeek(60, 8);
const TEN_TIMES = denseWeek(600, 80);
const onDay = (entries: TimetableEntry[], day: number) => entries.filter((entry) => entry.weekday === day);

describe('timetable layout', () => {
  it('when eight classes overlap in one hour, then side by side gives each its own of eight columns', () => {
    const peak = sideBySide(onDay(DEMO, 1).filter((entry) => entry.startTime === '12:15'));
    expect(peak).toHaveLength(8);
    expect(new Set(peak.map((item) => item.column)).size).toBe(8);
    expect(peak.every((item) => item.columns === 8)).toBe(true);
  });

  it('when classes follow each other, then they share one column at full width', () => {
    const morning = [{ ...DEMO[8]!, startTime: '08:30', endTime: '09:50' }, { ...DEMO[9]!, startTime: '09:50', endTime: '11:10' }];
    expect(sideBySide(morning).map((item) => [item.column, item.columns])).toEqual([[0, 1], [0, 1]]);
  });

  it('when a day of the 600-class week is split by room, then no class in any lane overlaps another: every card is full width', () => {
    for (const day of [1, 2, 3, 4, 5, 6]) {
      const lanes = lanesOf(onDay(TEN_TIMES, day), 'room');
      expect(lanes.reduce((sum, lane) => sum + lane.entries.length, 0)).toBe(onDay(TEN_TIMES, day).length);
      for (const lane of lanes.filter((item) => item.key !== '')) expect(sideBySide(lane.entries).every((item) => item.columns === 1)).toBe(true);
    }
  });

  it('when the week overview folds the 600-class week, then no hour lists more than a few rows and the counts add up to every class', () => {
    const cells = weekCells(TEN_TIMES);
    let total = 0;
    for (const hours of cells.values()) {
      for (const cell of hours.values()) {
        expect(cell.shown.length).toBeLessThanOrEqual(CELL_ROWS + 1);
        if (cell.hidden.length) expect(cell.hidden.length).toBeGreaterThanOrEqual(2);
        total += cell.shown.length + cell.hidden.length;
      }
    }
    expect(total).toBe(600);
    expect(cells.get(1)?.get(12)?.hidden).toHaveLength(80 - CELL_ROWS);
  });

  it('when the demo density puts eight in one hour, then the overview lists three and counts five more; a cell of four lists all four', () => {
    const peak = weekCells(DEMO).get(1)?.get(12);
    expect([peak?.shown.length, peak?.hidden.length]).toEqual([3, 5]);
    const four = weekCells(DEMO.slice(0, 4)).get(1)?.get(12);
    expect([four?.shown.length, four?.hidden.length]).toEqual([4, 0]);
  });

  it('when lanes are per group, then a class of two groups sits in both and classes without a group come last', () => {
    const shared = { ...DEMO[20]!, groupNames: ['G-2', 'G-10'] };
    const none = { ...DEMO[21]!, groupNames: [] };
    const other = { ...DEMO[22]!, groupNames: ['G-3'] };
    expect(lanesOf([none, shared, other], 'group').map((lane) => [lane.key, lane.entries])).toEqual([['G-2', [shared]], ['G-3', [other]], ['G-10', [shared]], ['', [none]]]);
  });

  it('when filtering, then the search reads the course name in any language, the room and the group; choices sort as numbers', () => {
    const entry = { ...DEMO[10]!, roomCode: 'A-110' };
    expect(matchesFilter(entry, { search: entry.courseName.hy.slice(0, 5) })).toBe(true);
    expect(matchesFilter(entry, { search: 'a-11' })).toBe(true);
    expect(matchesFilter(entry, { search: 'nothing like it' })).toBe(false);
    expect(matchesFilter(entry, { group: entry.groupNames[0], room: 'A-19' })).toBe(false);
    expect(filterChoices([entry, { ...entry, roomCode: 'A-19' }, { ...entry, roomCode: null }]).rooms).toEqual(['A-19', 'A-110']);
  });

  it('when a class starts before 08:00 or ends after 21:00, then the grid widens to show it', () => {
    expect(hoursOf([{ ...DEMO[0]!, startTime: '07:30', endTime: '21:40' }])).toEqual(Array.from({ length: 15 }, (_, index) => 7 + index));
  });
});
