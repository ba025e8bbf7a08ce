// The signed-in person's mark queue: one queue per user (their own localStorage key), sent when the screen opens,
// after every marking action, and when the browser comes back online on any screen (sendQueuedMarks, from the area).
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { getQueryClient, useAuthStore } from '@campus/shared-ui';
import { putMarks } from './attendance.js';
import { createMarkQueue, flushMarkQueue, type MarkQueue, type QueuedChange } from './mark-queue.js';

const queues = new Map<string, MarkQueue>();

function queueOf(userId: string): MarkQueue {
  let queue = queues.get(userId);
  if (!queue) {
    queue = createMarkQueue(userId, () => localStorage);
    queues.set(userId, queue);
  }
  return queue;
}

/** Sends the signed-in person's queued marks, whatever screen is open. */
export function sendQueuedMarks(): Promise<void> {
  const userId = useAuthStore.getState().user?.id;
  return userId ? flushMarkQueue(queueOf(String(userId)), putMarks, getQueryClient()) : Promise.resolve();
}

export type MarkQueueView = ReturnType<typeof useMarkQueue>;

export function useMarkQueue() {
  const userId = useAuthStore((state) => state.user?.id ?? 'anonymous');
  const queue = queueOf(String(userId));
  const queryClient = useQueryClient();
  const pending = useStore(queue, (state) => state.pending);
  const failed = useStore(queue, (state) => state.failed);
  const dismiss = useStore(queue, (state) => state.dismiss);

  const sync = useCallback(() => flushMarkQueue(queue, putMarks, queryClient), [queue, queryClient]);
  useEffect(() => {
    const onOnline = () => void sync();
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  const mark = useCallback(
    (change: Omit<QueuedChange, 'id' | 'recordedAt'>) => {
      queue.getState().enqueue({ ...change, recordedAt: new Date().toISOString() });
      void sync();
    },
    [queue, sync],
  );
  return { pending, failed, dismiss, mark, sync };
}
