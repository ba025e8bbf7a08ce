// Mounted once by the signed-in layout: keeps the tab's one stream open, feeds the unread count and the
// lists, refreshes the queries a notification makes out of date (their meta.refreshOn), and raises a toast for
// unread urgent (error, 6 s) and high (warning, 3.5 s) notifications.
import App from 'antd/es/app';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_DURATION, TOAST_DURATION, refreshLiveQueries, refreshQueriesFor } from '@campus/shared-ui';
import { notificationText } from '../notification-text.js';
import { NotificationStream } from './notification-stream.js';
import { fetchUnreadCount, notificationKeys, type AppNotification } from './notifications.js';

/** Returns whether the stream is connected right now. */
export function useNotificationStream(onOpenLink: (link: string) => void): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const { notification: toast } = App.useApp();
  const { t } = useTranslation('shell');
  // The latest callbacks (and language) without reopening the stream when they change.
  const latest = useRef({ toast, onOpenLink, t });
  latest.current = { toast, onOpenLink, t };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const setCount = (count: number) => queryClient.setQueryData(notificationKeys.unreadCount(), { count });
    const announce = (item: AppNotification) => {
      if (item.isRead || (item.priority !== 'urgent' && item.priority !== 'high')) return;
      const { toast: api, onOpenLink: open, t: translate } = latest.current;
      const urgent = item.priority === 'urgent';
      const show = urgent ? api.error : api.warning;
      const { title, message } = notificationText(translate, item);
      show({
        key: `notification-${item.id}`,
        title,
        description: message,
        duration: urgent ? ERROR_TOAST_DURATION : TOAST_DURATION,
        placement: 'topRight',
        role: urgent ? 'alert' : 'status',
        onClick: item.link ? () => open(item.link as string) : undefined,
        style: item.link ? { cursor: 'pointer' } : undefined,
      });
    };
    const stream = new NotificationStream(
      {
        onNotification: (item) => {
          announce(item);
          void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
          // Screens whose data the notification changes (their queries' meta.refreshOn) refresh by themselves.
          void refreshQueriesFor(queryClient, item);
        },
        onUnreadCount: setCount,
        // Whatever arrived while the stream was down is in the lists by now, and may have changed live screens.
        onOpen: () => {
          setLive(true);
          void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
          void refreshLiveQueries(queryClient);
        },
        onDisconnect: () => setLive(false),
      },
      {
        // A plain request first: an expired session is refreshed by the API client, and the count is current.
        beforeReconnect: () => fetchUnreadCount().then((data) => setCount(data.count)),
      },
    );
    stream.start();
    return () => {
      stream.stop();
      setLive(false);
    };
  }, [queryClient]);
  return live;
}
