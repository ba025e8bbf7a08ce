// The lecturer's marks on their way to the server. Every marking action is queued first (in localStorage, keyed by
// the user, so it survives a reload and going offline) and then sent; the roster shows queued statuses at once.
// The server's PUT is idempotent and keeps the later `recordedAt`, so sending a change again is always safe:
// a network error or a 5xx leaves it queued for the next try (the `online` event, the next load, Sync now), and a
// 4xx moves it to `failed`, which the screen shows until the person dismisses it.
import type { QueryClient } from '@tanstack/react-query';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { isApiError } from '@campus/shared-ui';
import type { AttendanceStatus, MarksBody, MarksResult, Roster, RosterEntry } from '@campus/contracts/attendance';
import { MARK_QUEUE_KEY_PREFIX, attendanceKeys } from './attendance-keys.js';

/** One student's change; `notes` left out keeps the notes already stored. */
export interface QueuedMark {
  studentId: string;
  status: AttendanceStatus;
  notes?: string | null;
}

/** One marking action: the marks of one section on one date, made at `recordedAt`. Sent as one PUT. */
export interface QueuedChange {
  id: string;
  sectionId: string;
  date: string;
  recordedAt: string;
  marks: QueuedMark[];
}

/** A change the server refused (4xx), kept for the person to read. */
export interface FailedChange extends QueuedChange {
  status: number;
  code?: string;
  message: string;
}

export interface MarkQueueState {
  pending: QueuedChange[];
  failed: FailedChange[];
  enqueue: (change: Omit<QueuedChange, 'id'>) => void;
  dismiss: (id: string) => void;
}

export type MarkQueue = StoreApi<MarkQueueState>;

export const markQueueStorageKey = (userId: string) => `${MARK_QUEUE_KEY_PREFIX}${userId}`;

/** The queue without `studentIds` of `sectionId` on `date` (a newer change replaces them); empty changes dropped. */
function without(pending: QueuedChange[], change: Omit<QueuedChange, 'id'>): QueuedChange[] {
  const replaced = new Set(change.marks.map((mark) => mark.studentId));
  return pending
    .map((queued) =>
      queued.sectionId === change.sectionId && queued.date === change.date
        ? { ...queued, marks: queued.marks.filter((mark) => !replaced.has(mark.studentId)) }
        : queued,
    )
    .filter((queued) => queued.marks.length > 0);
}

export function createMarkQueue(userId: string, storage: () => StateStorage): MarkQueue {
  return createStore<MarkQueueState>()(
    persist(
      (set) => ({
        pending: [],
        failed: [],
        enqueue: (change) =>
          set((state) => ({ pending: [...without(state.pending, change), { ...change, id: crypto.randomUUID() }] })),
        dismiss: (id) => set((state) => ({ failed: state.failed.filter((failed) => failed.id !== id) })),
      }),
      {
        name: markQueueStorageKey(userId),
        storage: createJSONStorage(storage),
        partialize: ({ pending, failed }) => ({ pending, failed }),
      },
    ),
  );
}

/** How many student changes wait to be sent. */
export const pendingCount = (state: Pick<MarkQueueState, 'pending'>) =>
  state.pending.reduce((count, change) => count + change.marks.length, 0);

/** The roster as it will be once the queue is sent: queued statuses (and notes) over the server's, flagged. */
export type ShownEntry = RosterEntry & { queued: boolean };

export function withQueued(roster: Roster, pending: QueuedChange[]): Omit<Roster, 'students'> & { students: ShownEntry[] } {
  const latest = new Map<string, QueuedMark>();
  for (const change of pending) {
    if (change.sectionId !== roster.sectionId || change.date !== roster.date) continue;
    for (const mark of change.marks) latest.set(mark.studentId, mark);
  }
  return {
    ...roster,
    students: roster.students.map((student) => {
      const mark = latest.get(student.studentId);
      if (!mark) return { ...student, queued: false };
      return { ...student, status: mark.status, notes: mark.notes === undefined ? student.notes : mark.notes, queued: true };
    }),
  };
}

/** The roster with a sent change in it, as the server now has it. */
const written = (roster: Roster, change: QueuedChange): Roster => ({
  ...roster,
  students: withQueued(roster, [change]).students.map(({ queued: _queued, ...student }) => student),
});

/** A 4xx is the server's final word on the change; anything else (no answer, 5xx, 401 before signing in again) may pass later. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.isClientError && ![401, 408, 429].includes(error.status);
}

export type SendMarks = (sectionId: string, body: MarksBody) => Promise<MarksResult>;

const flushing = new WeakMap<MarkQueue, Promise<void>>();

/**
 * Sends the queued changes oldest first, one PUT each, and stops at the first that cannot be sent now. A sent change
 * is written into the cached roster before it leaves the queue (no flicker back to the old status), then the
 * section's queries are refreshed. One flush at a time per queue; a call during a flush waits for it.
 */
export function flushMarkQueue(queue: MarkQueue, send: SendMarks, queryClient: QueryClient): Promise<void> {
  const running = flushing.get(queue);
  if (running) return running;
  const run = sendAll(queue, send, queryClient).finally(() => flushing.delete(queue));
  flushing.set(queue, run);
  return run;
}

async function sendAll(queue: MarkQueue, send: SendMarks, queryClient: QueryClient): Promise<void> {
  for (let change = queue.getState().pending[0]; change; change = queue.getState().pending[0]) {
    try {
      await send(change.sectionId, { date: change.date, marks: change.marks, recordedAt: change.recordedAt });
    } catch (error) {
      if (!isRefusal(error)) return;
      const refused = { ...change, status: (error as { status: number }).status, code: (error as { code?: string }).code, message: (error as Error).message };
      queue.setState((state) => ({ pending: state.pending.filter((queued) => queued.id !== change.id), failed: [...state.failed, refused] }));
      continue;
    }
    queryClient.setQueryData<Roster>(attendanceKeys.roster(change.sectionId, change.date), (roster) => roster && written(roster, change));
    queue.setState((state) => ({ pending: state.pending.filter((queued) => queued.id !== change.id) }));
    void queryClient.invalidateQueries({ queryKey: attendanceKeys.section(change.sectionId) });
  }
}
