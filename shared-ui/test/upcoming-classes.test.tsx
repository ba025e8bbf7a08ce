/** @jest-environment jest-fixed-jsdom
 * @jest-environment-options {"customExportConditions": ["campus-source", "browser"]} */
// The upcoming classes card against a real HTTP server and a real QueryClient: skeletons, the cards' content and
// badges, the join button, failure with Try again, the empty state, and badges that follow the clock.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { UpcomingClass, UpcomingClassesResponse } from '@campus/contracts';
import { configureApiClient } from '../src/api/client.js';
import { setLanguage } from '../src/i18n/i18n.js';
import { UpcomingClasses } from '../src/upcoming/upcoming-classes.js';
import { json, startTestServer, type TestServer } from './support/json-server.js';
import { renderWithClient, stubMatchMedia } from './support/render.js';

const PATH = '/api/dashboard/upcoming-classes';
const MINUTE = 60_000;
/** A weekday morning in Yerevan: classes made from it neither cross midnight nor depend on when the suite runs. */
const MORNING = new Date('2026-11-26T09:44:00+04:00');
let server: TestServer;

beforeAll(async () => {
  stubMatchMedia();
  await setLanguage('en');
  server = await startTestServer();
  configureApiClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

/** A class starting `minutes` from `now`, 80 minutes long, in Yerevan (UTC+4). */
function classAt(now: Date, minutes: number, overrides: Partial<UpcomingClass>): UpcomingClass {
  const start = new Date(now.getTime() + minutes * MINUTE);
  const end = new Date(start.getTime() + 80 * MINUTE);
  const hhmm = (date: Date) => new Date(date.getTime() + 4 * 60 * MINUTE).toISOString().slice(11, 16);
  return {
    id: `${minutes}`,
    weeklyClassId: '00000000-0000-4000-8000-000000000001',
    sectionId: '00000000-0000-4000-8000-000000000002',
    courseId: '00000000-0000-4000-8000-000000000003',
    courseName: 'Algorithms',
    courseNames: { hy: 'Ալգորիթմներ', en: 'Algorithms', ru: 'Алгоритмы' },
    courseCode: 'CS201',
    sectionNumber: '1',
    isVirtual: false,
    nextClassDate: start.toISOString(),
    endTime: hhmm(end),
    roomCode: 'A-101',
    enrollmentCount: 12,
    maxEnrollment: 30,
    instructorName: 'Anna Petrosyan',
    joinUrl: null,
    joinWindowOpen: false,
    canJoinAt: new Date(start.getTime() - 15 * MINUTE).toISOString(),
    ...overrides,
  };
}

const answer = (classes: UpcomingClass[]): UpcomingClassesResponse => ({ classes, total: classes.length, lastUpdated: new Date().toISOString(), timeZone: 'Asia/Yerevan' });
const card = (name: string) => screen.findByRole('article', { name });

describe('UpcomingClasses', () => {
  it('while loading shows 3 skeleton cards, then each class with its badge, place, instructor or TBA, seats and join state', async () => {
    jest.useFakeTimers({ now: MORNING, advanceTimers: true });
    const now = new Date();
    server.on('GET', PATH, json(200, answer([
      classAt(now, 10, { id: 'soon', courseNames: { hy: 'Ա', en: 'Databases', ru: 'Б' }, isVirtual: true, roomCode: null, joinUrl: 'https://meet.example.test/db', joinWindowOpen: true }),
      classAt(now, 24 * 60 + 5, { id: 'next', courseNames: { hy: 'Ա', en: 'Physics', ru: 'Ф' }, instructorName: null, courseCode: 'PH101', sectionNumber: '3' }),
      classAt(now, 60 * 24 * 3, { id: 'later', courseNames: { hy: 'Ա', en: 'Ethics', ru: 'Э' }, isVirtual: true, roomCode: null, joinUrl: 'https://meet.example.test/eth' }),
    ])));
    renderWithClient(<UpcomingClasses />);
    expect(screen.getAllByTestId('upcoming-skeleton')).toHaveLength(3);

    const soon = await card('Databases');
    expect(within(soon).getByText('Starting soon')).toBeTruthy();
    expect(within(soon).getByText('Virtual')).toBeTruthy();
    expect(within(soon).getByText('Online')).toBeTruthy();
    expect(within(soon).getByRole('link', { name: /Join now/ }).getAttribute('href')).toBe('https://meet.example.test/db');

    const next = await card('Physics');
    expect(within(next).getByText('Tomorrow')).toBeTruthy();
    expect(within(next).getByText('PH101 · Section 3')).toBeTruthy();
    expect(within(next).getByText(/TBA/)).toBeTruthy();
    expect(within(next).getByText(/Room A-101/)).toBeTruthy();
    expect(within(next).getByText('12 of 30 seats taken')).toBeTruthy();
    expect(within(next).queryByText(/Join now|Opens at/)).toBeNull();

    const later = await card('Ethics');
    const opens = within(later).getByRole('button', { name: /Opens at \d\d:\d\d/ });
    expect(opens.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Last updated \d\d:\d\d/)).toBeTruthy();
    expect(server.requests).toEqual([`GET ${PATH}`]);
  });

  it('when the call fails, then the alert offers Try again, which loads the classes', async () => {
    jest.useFakeTimers({ now: MORNING, advanceTimers: true });
    server.on('GET', PATH, json(500, { error: 'INTERNAL', message: 'Boom' }));
    renderWithClient(<UpcomingClasses />);
    expect(await screen.findByText('Failed to load upcoming classes')).toBeTruthy();
    server.on('GET', PATH, json(200, answer([classAt(new Date(), 120, {})])));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Algorithms')).toBeTruthy();
    expect(screen.queryByText('Failed to load upcoming classes')).toBeNull();
  });

  it('when there are no classes, then the empty state says so', async () => {
    server.on('GET', PATH, json(200, answer([])));
    renderWithClient(<UpcomingClasses />);
    expect(await screen.findByText('No upcoming classes')).toBeTruthy();
  });

  it('when the answer names another zone, then times are read there, not in the reader\'s device zone', async () => {
    jest.useFakeTimers({ now: MORNING, advanceTimers: true });
    const klass = classAt(new Date(), 16, { isVirtual: true, roomCode: null, joinUrl: 'https://meet.example.test/a', endTime: '16:30' });
    server.on('GET', PATH, json(200, { ...answer([klass]), timeZone: 'Asia/Tokyo' }));
    renderWithClient(<UpcomingClasses />);
    // 06:00Z starts at 15:00 in Tokyo; the window opens 15 minutes before.
    expect(within(await card('Algorithms')).getByRole('button', { name: 'Opens at 14:45' })).toBeTruthy();
  });

  it('when a minute passes, then the badge and the join button change without a new request', async () => {
    jest.useFakeTimers({ now: MORNING, advanceTimers: true });
    const now = new Date();
    server.on('GET', PATH, json(200, answer([classAt(now, 16, { isVirtual: true, roomCode: null, joinUrl: 'https://meet.example.test/a' })])));
    renderWithClient(<UpcomingClasses />);
    const algorithms = await card('Algorithms');
    expect(within(algorithms).getByText('Today')).toBeTruthy();
    expect(within(algorithms).getByRole('button', { name: 'Opens at 09:45' })).toBeTruthy();

    act(() => jest.advanceTimersByTime(MINUTE));
    expect(within(algorithms).getByText('Starting soon')).toBeTruthy();
    expect(within(algorithms).getByRole('link', { name: /Join now/ })).toBeTruthy();
    expect(server.requests).toHaveLength(1);
  });
});
