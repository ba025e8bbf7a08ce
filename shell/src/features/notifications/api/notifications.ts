// The notification center's data: the list (paged), the unread count, and the read/archive mutations.
// Shapes follow the notifications service contract; the live stream (notification-stream.ts) keeps them fresh.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationListResponse, UnreadCountResponse } from '@campus/contracts';
import { api } from '@campus/shared-ui';

/** The shapes come from the notifications service's contract. */
export type AppNotification = Notification;
/** What the list shows: every notification that is not archived, or the unread ones only. */
export type NotificationFilter = 'inbox' | 'unread';
export type NotificationPage = NotificationListResponse;

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), filter] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** Live data: never persisted to browser storage. */
const LIVE = { realtime: true } as const;

export function fetchUnreadCount(): Promise<UnreadCountResponse> {
  return api.get<UnreadCountResponse>('/api/notifications/unread-count');
}

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: fetchUnreadCount,
  select: (data) => data.count,
  meta: LIVE,
});

function listPath(filter: NotificationFilter, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(NOTIFICATIONS_PAGE_SIZE) });
  if (filter === 'unread') params.set('status', 'unread');
  return `/api/notifications?${params.toString()}`;
}

export function notificationListQuery(filter: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam }) => api.get<NotificationPage>(listPath(filter, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page * last.meta.pageSize < last.meta.total ? last.meta.page + 1 : undefined),
    meta: LIVE,
  });
}

/** Unread first, then newest first; the server's order is kept among equals. */
export function sortForDisplay(items: AppNotification[]): AppNotification[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        Number(a.item.isRead) - Number(b.item.isRead) ||
        Date.parse(b.item.createdAt) - Date.parse(a.item.createdAt) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

/** After any change: the lists and the count are refetched (the stream's `unread` event may also update it). */
function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => api.patch(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: invalidate,
  });
}

export function useMarkAllRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/read-all'),
    onSettled: invalidate,
  });
}

export function useArchive() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => api.patch(`/api/notifications/${encodeURIComponent(id)}/archive`),
    onSettled: invalidate,
  });
}
