// The schedule PDF's document on made-up sessions: which cells are laid as one run and which wrap, and what an
// empty period says. No database.
import { describe, expect, test } from '@jest/globals';
import type { ContentTable } from 'pdfmake/interfaces.js';
import type { ScheduleSession } from '@campus/contracts/organizational';
import { schedulePdf, schedulePdfDefinition, type SchedulePdfInput } from '../src/schedule-pdf.js';

const ID = '00000000-0000-4000-8000-000000000000';

function session(name: string): ScheduleSession {
  return {
    id: `${ID}:2026-11-23`, weeklyClassId: ID, date: '2026-11-23', weekday: 1, startTime: '09:00', endTime: '10:20',
    courseId: ID, courseCode: 'CS101', courseName: { hy: name, en: 'Algorithms', ru: 'Алгоритмы' }, sectionId: ID, sectionNumber: '2',
    instructorName: 'Արամ Պետրոսյան', roomCode: 'A-101', capacity: 30, enrollmentCount: 20, isVirtual: false, joinUrl: null, groupNames: [], highlighted: false,
  };
}

const input = (sessions: ScheduleSession[]): SchedulePdfInput => ({ owner: 'Test', from: '2026-11-23', to: '2026-11-29', sessions, language: 'hy', timeZone: 'Asia/Yerevan' });

/** The cells of the first day's first session row. */
function firstRow(document: ReturnType<typeof schedulePdfDefinition>) {
  const day = (document.content as unknown[])[3] as [unknown, ContentTable];
  return day[1].table.body[1] as Array<{ text: string; noWrap: boolean }>;
}

describe('the schedule document', () => {
  test('when a course name fits its column, then its cell is one run; when it is longer, it wraps', () => {
    const short = firstRow(schedulePdfDefinition(input([session('Ալգորիթմներ')])));
    expect(short.map((cell) => cell.noWrap)).toEqual([true, true, true, true, true]);
    const long = firstRow(schedulePdfDefinition(input([session('Ալգորիթմներ և տվյալների կառուցվածքներ '.repeat(4))])));
    expect(long[1]!.noWrap).toBe(false);
  });

  test('when a document has been made, then the next one still lays short cells as one run', async () => {
    await schedulePdf(input([session('Ալգորիթմներ')]));
    expect(firstRow(schedulePdfDefinition(input([session('Ալգորիթմներ')]))).every((cell) => cell.noWrap)).toBe(true);
  });

  test('when the period has no classes, then the document says so in the reader\'s language', () => {
    const texts = (language: SchedulePdfInput['language']) => JSON.stringify(schedulePdfDefinition({ ...input([]), language }).content);
    expect(texts('hy')).toContain('Այս ժամանակահատվածում դասեր չկան։');
    expect(texts('ru')).toContain('В этот период занятий нет.');
  });
});
