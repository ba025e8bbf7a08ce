import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import type { StateStorage } from 'zustand/middleware';
import type { MarksBody, Roster } from '@campus/contracts/attendance';
import { ApiError } from '@campus/shared-ui';
import { attendanceKeys } from '../src/features/attendance/api/attendance-keys.js';
import { createMarkQueue, flushMarkQueue, markQueueStorageKey, pendingCount, withQueued, type SendMarks } from '../src/features/attendance/api/mark-queue.js';

const SECTION = '6d1f0a52-3b7e-4c2d-9f10-5a8b7c6d5e4f';
const ANI = '0b5e7c1a-1111-4a2b-8c3d-000000000001';
const BABKEN = '0b5e7c1a-2222-4a2b-8c3d-000000000002';
const DAY = '2026-11-23';
const NEXT = '2026-11-25';

/** localStorage as a Map, shared by the queues made over it (a reload makes a new queue on the same storage). */
function memoryStorage(): StateStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
}

const change = (date: string, marks: { studentId: string; status: 'present' | 'absent' | 'late'; notes?: string }[], recordedAt = `${date}T09:00:00.000Z`) => ({
  sectionId: SECTION,
  date,
  recordedAt,
  marks,
});

/** A server that records each PUT and answers as `answer` says (an error thrown, or a result). */
function server(answer: (body: MarksBody, call: number) => Error | undefined = () => undefined) {
  const calls: { sectionId: string; body: MarksBody }[] = [];
  const send: SendMarks = async (sectionId, body) => {
    calls.push({ sectionId, body });
    const error = answer(body, calls.length);
    if (error) throw error;
    return { updated: body.marks.length, superseded: 0 };
  };
  return { calls, send };
}

const roster = (): Roster => ({
  sectionId: SECTION,
  date: DAY,
  sessions: [{ date: DAY, startTime: '10:00', endTime: '11:20' }],
  students: [ANI, BABKEN].map((studentId, index) => ({
    studentId,
    userId: null,
    fullName: `Student ${index}`,
    studentNumber: null,
    groupName: null,
    status: 'unmarked' as const,
    notes: index === 1 ? 'kept' : null,
    markedAt: null,
  })),
});

describe('the attendance mark queue', () => {
  it('when a change is queued, then it is stored under the person and a reload finds it; another person sees none', () => {
    const storage = memoryStorage();
    createMarkQueue('lecturer-1', () => storage).getState().enqueue(change(DAY, [{ studentId: ANI, status: 'absent' }]));

    expect(storage.map.has(markQueueStorageKey('lecturer-1'))).toBe(true);
    const reloaded = createMarkQueue('lecturer-1', () => storage).getState();
    expect(reloaded.pending).toEqual([expect.objectContaining({ date: DAY, marks: [{ studentId: ANI, status: 'absent' }] })]);
    expect(createMarkQueue('lecturer-2', () => storage).getState().pending).toEqual([]);
  });

  it('when the same student is marked again on the same date, then only the newer mark stays queued; other dates and students are kept', () => {
    const queue = createMarkQueue('lecturer-1', () => memoryStorage());
    queue.getState().enqueue(change(DAY, [{ studentId: ANI, status: 'absent' }, { studentId: BABKEN, status: 'absent' }]));
    queue.getState().enqueue(change(NEXT, [{ studentId: ANI, status: 'absent' }]));
    queue.getState().enqueue(change(DAY, [{ studentId: ANI, status: 'late', notes: 'bus' }], `${DAY}T09:05:00.000Z`));

    const { pending } = queue.getState();
    expect(pending.map((queued) => [queued.date, queued.marks])).toEqual([
      [DAY, [{ studentId: BABKEN, status: 'absent' }]],
      [NEXT, [{ studentId: ANI, status: 'absent' }]],
      [DAY, [{ studentId: ANI, status: 'late', notes: 'bus' }]],
    ]);
    expect(pendingCount(queue.getState())).toBe(3);
  });

  it('when the roster is shown, then queued statuses and notes replace the server\'s and are flagged; notes left out keep the stored ones', () => {
    const queue = createMarkQueue('lecturer-1', () => memoryStorage());
    queue.getState().enqueue(change(DAY, [{ studentId: ANI, status: 'late', notes: 'bus' }, { studentId: BABKEN, status: 'absent' }]));
    queue.getState().enqueue(change(NEXT, [{ studentId: ANI, status: 'present' }]));

    const shown = withQueued(roster(), queue.getState().pending).students.map(({ status, notes, queued }) => ({ status, notes, queued }));
    expect(shown).toEqual([
      { status: 'late', notes: 'bus', queued: true },
      { status: 'absent', notes: 'kept', queued: true },
    ]);
  });

  it('when it syncs, then the changes go oldest first, one PUT each with the time they were made, and the cached roster shows them', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(attendanceKeys.roster(SECTION, DAY), roster());
    const queue = createMarkQueue('lecturer-1', () => memoryStorage());
    queue.getState().enqueue(change(DAY, [{ studentId: ANI, status: 'absent' }], `${DAY}T09:00:00.000Z`));
    queue.getState().enqueue(change(NEXT, [{ studentId: ANI, status: 'present' }], `${NEXT}T09:00:00.000Z`));
    queue.getState().enqueue(change(DAY, [{ studentId: BABKEN, status: 'late' }], `${DAY}T09:01:00.000Z`));
    const { calls, send } = server();

    await flushMarkQueue(queue, send, queryClient);

    expect(calls.map(({ sectionId, body }) => [sectionId, body.date, body.recordedAt, body.marks.map((mark) => mark.status)])).toEqual([
      [SECTION, DAY, `${DAY}T09:00:00.000Z`, ['absent']],
      [SECTION, NEXT, `${NEXT}T09:00:00.000Z`, ['present']],
      [SECTION, DAY, `${DAY}T09:01:00.000Z`, ['late']],
    ]);
    expect(queue.getState().pending).toEqual([]);
    const cached = queryClient.getQueryData<Roster>(attendanceKeys.roster(SECTION, DAY));
    expect(cached?.students.map((student) => student.status)).toEqual(['absent', 'late']);
    expect(cached?.students[0]).not.toHaveProperty('queued');
    expect(queryClient.getQueryState(attendanceKeys.roster(SECTION, DAY))?.isInvalidated).toBe(true);
  });

  it('when the network fails or the server errs (5xx), then the change and all after it stay queued, in order, for the next try', async () => {
    const queue = createMarkQueue('lecturer-1', () => memoryStorage());
    queue.getState().enqueue(change(DAY, [{ studentId: ANI, status: 'absent' }]));
    queue.getState().enqueue(change(NEXT, [{ studentId: ANI, status: 'late' }]));
    const queryClient = new QueryClient();

    for (const failure of [new ApiError({ status: 0, message: 'Network connection failed' }), new ApiError({ status: 503, message: 'Unavailable' }), new TypeError('Failed to fetch')]) {
      const { calls, send } = server(() => failure);
      await flushMarkQueue(queue, send, queryClient);
      expect(calls).toHaveLength(1);
      expect(queue.getState().pending.map((queued) => queued.date)).toEqual([DAY, NEXT]);
      expect(queue.getState().failed).toEqual([]);
    }

    const { calls, send } = server();
    await flushMarkQueue(queue, send, queryClient);
    expect(calls.map(({ body }) => body.date)).toEqual([DAY, NEXT]);
    expect(queue.getState().pending).toEqual([]);
  });

  it('when the server refuses a change (4xx), then it is kept as failed with its code for the person, and the rest still go', async () => {
    const storage = memoryStorage();
    const queue = createMarkQueue('lecturer-1', () => storage);
    queue.getState().enqueue(change(DAY, [{ studentId: ANI, status: 'absent' }]));
    queue.getState().enqueue(change(NEXT, [{ studentId: ANI, status: 'late' }]));
    const refusal = new ApiError({ status: 400, code: 'NOT_A_CLASS_DAY', message: 'This section has no class on that date' });
    const { calls, send } = server((body) => (body.date === DAY ? refusal : undefined));

    await flushMarkQueue(queue, send, new QueryClient());

    expect(calls.map(({ body }) => body.date)).toEqual([DAY, NEXT]);
    expect(queue.getState().pending).toEqual([]);
    const [failed] = queue.getState().failed;
    expect(failed).toEqual(expect.objectContaining({ date: DAY, status: 400, code: 'NOT_A_CLASS_DAY', marks: [{ studentId: ANI, status: 'absent' }] }));
    expect(createMarkQueue('lecturer-1', () => storage).getState().failed).toHaveLength(1);

    queue.getState().dismiss(failed!.id);
    expect(queue.getState().failed).toEqual([]);
  });

  it('when a sync is asked for while one runs, then it joins it and nothing is sent twice', async () => {
    const queue = createMarkQueue('lecturer-1', () => memoryStorage());
    queue.getState().enqueue(change(DAY, [{ studentId: ANI, status: 'absent' }]));
    const { calls, send } = server();
    const queryClient = new QueryClient();

    await Promise.all([flushMarkQueue(queue, send, queryClient), flushMarkQueue(queue, send, queryClient)]);

    expect(calls).toHaveLength(1);
  });
});
