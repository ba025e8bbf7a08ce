/** @jest-environment jest-fixed-jsdom
 * @jest-environment-options {"customExportConditions": ["campus-source", "browser"]} */
// The student's /midterms against a real HTTP server and a real QueryClient: the active period's published grades,
// newest first, each scored out of its maximum with pass or fail in words; the empty and failed states; and a grade
// published while the page is open appearing when its notification arrives, without a reload.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import type { StudentMidterm } from '@campus/contracts/grading';
import type { AcademicYear } from '@campus/contracts/organizational';
import { refreshQueriesFor } from '../../shared-ui/src/query/notification-refresh.js';
import { json } from '../../shared-ui/test/support/json-server.js';
import { renderWithClient } from '../../shared-ui/test/support/render.js';
import { StudentMidterms } from '../src/features/midterms/routes/midterms.js';
import { useScreenServer } from './support/screen-server.js';

const YEAR = '00000000-0000-4000-8000-0000000000aa';
const AUTUMN = '00000000-0000-4000-8000-00000000000a';
const SPRING = '00000000-0000-4000-8000-00000000000b';
const years: AcademicYear[] = [
  {
    id: YEAR,
    name: '2026-2027',
    startsOn: '2026-09-01',
    endsOn: '2027-06-30',
    isActive: true,
    periods: [
      { id: AUTUMN, academicYearId: YEAR, name: '2026-2027, I', semester: 1, isActive: true, startsOn: '2026-09-01', endsOn: '2027-01-31' },
      { id: SPRING, academicYearId: YEAR, name: '2026-2027, II', semester: 2, isActive: false, startsOn: '2027-02-01', endsOn: '2027-06-30' },
    ],
  },
];
const grade = (code: string, number: number, score: number | null, publishedAt: string): StudentMidterm => ({
  sectionId: `00000000-0000-4000-8000-0000000001${code.slice(-2)}`,
  courseId: '00000000-0000-4000-8000-000000000001',
  courseCode: code,
  courseName: { hy: `Առարկա ${code}`, en: `Course ${code}`, ru: `Курс ${code}` },
  sectionNumber: '1',
  periodId: AUTUMN,
  periodName: '2026-2027, I',
  number,
  score,
  max: 20,
  passMark: 10,
  publishedAt,
});
const screenServer = useScreenServer();

function gradesOf(byPeriod: Record<string, StudentMidterm[]>) {
  screenServer.server.on('GET', '/api/grading/student/midterms', (request, response) => {
    const periodId = new URL(request.url ?? '', 'http://x').searchParams.get('periodId') ?? '';
    return json(200, { data: byPeriod[periodId] ?? [] })(request, response);
  });
}

beforeEach(() => {
  screenServer.server.on('GET', '/api/organizational/academic-years', json(200, { data: years }));
});

describe('StudentMidterms', () => {
  it('opens on the active period with its published grades, newest first, pass or fail in words', async () => {
    gradesOf({ [AUTUMN]: [grade('CS101', 1, 15, '2026-10-20T10:00:00Z'), grade('MA102', 1, 7.5, '2026-10-27T10:00:00Z'), grade('PH103', 2, null, '2026-10-01T10:00:00Z')] });
    renderWithClient(<StudentMidterms />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Course MA102.*Midterm 1.*7\.5 \/ 20.*Below pass mark.*Pass mark 10/),
      expect.stringMatching(/Course CS101.*Midterm 1.*15 \/ 20.*Passed/),
      expect.stringMatching(/Course PH103.*Midterm 2.*No grade/),
    ]);
    expect(screen.getByText('1 passed, 1 below the pass mark')).toBeTruthy();
    expect(screen.getByText('2026-2027, I (current)')).toBeTruthy();
  });

  it('when a grade is published while the page is open, then its notification brings it in without a reload', async () => {
    gradesOf({});
    const { client } = renderWithClient(<StudentMidterms />);
    expect(await screen.findByText('No grades have been published for this period yet.')).toBeTruthy();
    gradesOf({ [AUTUMN]: [grade('CS101', 2, 18, '2026-11-20T10:00:00Z')] });
    await act(() => refreshQueriesFor(client, { type: 'material', link: '/courses/1' }));
    expect(screen.queryByText('Course CS101')).toBeNull();
    await act(() => refreshQueriesFor(client, { type: 'grade', link: '/midterms' }));
    expect(await screen.findByText('Course CS101')).toBeTruthy();
    expect(screen.getByText('18 / 20')).toBeTruthy();
  });

  it('when the grades cannot be loaded, then the failure offers Retry', async () => {
    screenServer.server.on('GET', '/api/grading/student/midterms', json(503, { error: 'UNAVAILABLE', message: 'Service unavailable' }));
    renderWithClient(<StudentMidterms />);
    expect(await screen.findByText('Failed to load grades')).toBeTruthy();
    gradesOf({});
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('No grades have been published for this period yet.')).toBeTruthy();
  });
});
