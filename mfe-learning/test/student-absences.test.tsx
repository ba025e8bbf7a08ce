/** @jest-environment jest-fixed-jsdom
 * @jest-environment-options {"customExportConditions": ["campus-source", "browser"]} */
// /student/absences/ against a real HTTP server and a real QueryClient: the active period first with its absences
// and their count per status, the empty state, and the periods' failure with Try again.
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { AbsenceRecord, AttendancePeriod } from '@campus/contracts/attendance';
import { json } from '../../shared-ui/test/support/json-server.js';
import { renderWithClient } from '../../shared-ui/test/support/render.js';
import StudentAbsences from '../src/features/absences/routes/student-absences.js';
import { useScreenServer } from './support/screen-server.js';

const AUTUMN = '00000000-0000-4000-8000-00000000000a';
const SPRING = '00000000-0000-4000-8000-00000000000b';
const periods: AttendancePeriod[] = [
  { id: SPRING, name: '2025-2026, II', isActive: false, startsOn: '2026-02-01', endsOn: '2026-06-30' },
  { id: AUTUMN, name: '2026-2027, I', isActive: true, startsOn: '2026-09-01', endsOn: '2027-01-31' },
];
const absence = (date: string, status: AbsenceRecord['status'], notes: string | null): AbsenceRecord => ({
  date,
  courseId: '00000000-0000-4000-8000-000000000001',
  courseCode: 'CS101',
  courseName: { hy: 'Ծրագրավորում', en: 'Programming', ru: 'Программирование' },
  sectionId: '00000000-0000-4000-8000-000000000002',
  sectionName: '1',
  status,
  notes,
});
const screenServer = useScreenServer();

describe('StudentAbsences', () => {
  it('opens on the active period with its absences, newest first, counted by status', async () => {
    screenServer.server.on('GET', '/api/attendance/periods', json(200, { data: periods }));
    screenServer.server.on('GET', '/api/attendance/student/absences', (request, response) =>
      json(200, { data: request.url?.includes(AUTUMN) ? [absence('2026-11-02', 'late', '15 min'), absence('2026-11-23', 'absent', null), absence('2026-11-09', 'late', null)] : [] })(request, response),
    );
    renderWithClient(<StudentAbsences />);
    expect(await screen.findByText('Loading absences…')).toBeTruthy();

    const rows = await screen.findAllByRole('row');
    const body = rows.slice(1);
    expect(body.map((row) => row.querySelector('.ant-tag')?.textContent)).toEqual(['Absent', 'Late', 'Late']);
    expect(body[2]?.textContent).toContain('15 min');
    expect(screen.getByRole('group', { name: 'In this period' }).textContent).toBe('In this period:Absent 1Late 2');
    expect(screen.getByText('2026-2027, I (current)')).toBeTruthy();
  });

  it('when the active period holds no absences, then the empty state says so', async () => {
    screenServer.server.on('GET', '/api/attendance/periods', json(200, { data: periods }));
    screenServer.server.on('GET', '/api/attendance/student/absences', json(200, { data: [] }));
    renderWithClient(<StudentAbsences />);
    expect(await screen.findByText('No absences in this period. Well done!')).toBeTruthy();
  });

  it('when the periods cannot be loaded, then attendance_periods_load_failed offers Try again', async () => {
    screenServer.server.on('GET', '/api/attendance/periods', json(503, { error: 'UNAVAILABLE', message: 'Service unavailable' }));
    renderWithClient(<StudentAbsences />);
    expect(await screen.findByText('Failed to load academic periods')).toBeTruthy();
    screenServer.server.on('GET', '/api/attendance/periods', json(200, { data: [] }));
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('No academic periods have been set up yet.')).toBeTruthy();
  });
});
