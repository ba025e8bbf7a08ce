// Live data on any screen: a query says which notifications make it out of date (`meta.refreshOn`), and the shell,
// which holds the tab's one notification stream, invalidates those queries when such a notification arrives. So a
// remote's screen refreshes by itself (a student's grades the moment they are published) without its own stream.
import type { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationType } from '@campus/contracts';

export interface RefreshOnNotification {
  /** Notifications of these types refresh the query. */
  types?: readonly NotificationType[];
  /** Notifications whose link is this path or below it refresh the query ('/midterms' takes '/midterms?x' too). */
  link?: string;
}

function linkPath(link: string): string {
  return link.replace(/[?#].*$/, '').replace(/\/+$/, '');
}

/** True when the query's meta asks to be refreshed by this notification. */
export function refreshedBy(meta: Record<string, unknown> | undefined, notification: Pick<Notification, 'type' | 'link'>): boolean {
  const refreshOn = meta?.refreshOn as RefreshOnNotification | undefined;
  if (!refreshOn) return false;
  if (refreshOn.types?.includes(notification.type)) return true;
  if (refreshOn.link && notification.link) {
    const wanted = linkPath(refreshOn.link);
    const path = linkPath(notification.link);
    return path === wanted || path.startsWith(`${wanted}/`);
  }
  return false;
}

/** Invalidates every query the notification makes out of date (those on screen refetch at once). */
export function refreshQueriesFor(client: QueryClient, notification: Pick<Notification, 'type' | 'link'>): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => refreshedBy(query.meta, notification) });
}

/**
 * Invalidates every query that follows notifications: called when the stream (re)connects, since a notification
 * sent while it was not connected (a grade published between the page's first request and the stream's opening,
 * or during an outage) is never replayed to a stream without a last event id.
 */
export function refreshLiveQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.meta?.refreshOn !== undefined });
}
