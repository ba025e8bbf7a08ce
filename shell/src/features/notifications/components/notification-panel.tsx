// The list behind the bell: All / Unread, unread first then newest, paged with "Show more",
// mark read, mark all read, archive, and an empty state.
import { CheckCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@campus/shared-ui';
import {
  notificationListQuery,
  sortForDisplay,
  unreadCountQuery,
  useArchive,
  useMarkAllRead,
  useMarkRead,
  type AppNotification,
  type NotificationFilter,
} from '../api/notifications.js';
import { NotificationItem } from './notification-item.js';

/** The current time, renewed every minute so "2 minutes ago" keeps moving while the list is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface NotificationPanelProps {
  /** Called with the notification's link once it has been marked read. */
  onNavigate: (link: string) => void;
  /** The list's own scroll area; the drawer gives it the whole height. */
  maxHeight?: number | string;
}

export function NotificationPanel({ onNavigate, maxHeight = 'min(520px, 70vh)' }: NotificationPanelProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const toast = useToast();
  const now = useNow();
  const [filter, setFilter] = useState<NotificationFilter>('inbox');
  const list = useInfiniteQuery(notificationListQuery(filter));
  const unread = useQuery(unreadCountQuery).data ?? 0;
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const archive = useArchive();
  const items = useMemo(() => sortForDisplay(list.data?.pages.flatMap((page) => page.data) ?? []), [list.data]);
  const failed = () => toast.error(t('notifications.actionFailed'));
  const busy = markRead.isPending || archive.isPending;

  const open = (item: AppNotification) => {
    if (!item.isRead) markRead.mutate(item.id, { onError: failed });
    if (item.link) onNavigate(item.link);
  };

  let body;
  if (list.isPending) {
    body = <Skeleton active avatar paragraph={{ rows: 2 }} style={{ padding: 12 }} />;
  } else if (list.isError) {
    body = (
      <Flex vertical align="center" gap="small" style={{ padding: 24, textAlign: 'center' }}>
        <span style={{ color: token.colorTextSecondary }}>{t('notifications.loadFailed')}</span>
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          {t('notifications.retry')}
        </Button>
      </Flex>
    );
  } else if (items.length === 0) {
    body = (
      <Empty
        image={<CheckCircleOutlined style={{ fontSize: 44, color: token.colorSuccess }} />}
        styles={{ image: { height: 52 } }}
        description={
          <Flex vertical gap={4}>
            <span style={{ fontWeight: 600, color: token.colorTextHeading }}>
              {filter === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}
            </span>
            <span style={{ color: token.colorTextSecondary }}>{t('notifications.emptyHint')}</span>
          </Flex>
        }
        style={{ padding: '32px 16px' }}
      />
    );
  } else {
    body = (
      <>
        <ul aria-label={t('notifications.title')} style={{ margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              now={now}
              busy={busy}
              onOpen={open}
              onMarkRead={(target) => markRead.mutate(target.id, { onError: failed })}
              onArchive={(target) => archive.mutate(target.id, { onError: failed })}
            />
          ))}
        </ul>
        {list.hasNextPage ? (
          <Button block type="text" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} style={{ marginTop: 4 }}>
            {t('notifications.loadMore')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Flex vertical gap={8} style={{ minHeight: 0, height: '100%' }}>
      {/* Wraps when "Mark all as read" is too long to sit beside the filter (Armenian, Russian). */}
      <Flex align="center" justify="space-between" gap={8} wrap style={{ paddingInline: 4 }}>
        <Segmented<NotificationFilter>
          size="small"
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'inbox', label: t('notifications.filters.inbox') },
            { value: 'unread', label: unread > 0 ? `${t('notifications.filters.unread')} · ${unread}` : t('notifications.filters.unread') },
          ]}
        />
        <Button
          size="small"
          type="link"
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate(undefined, { onError: failed })}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      <div style={{ overflowY: 'auto', maxHeight, minHeight: 0, flex: 1, marginInline: -4, paddingInline: 4 }}>{body}</div>
    </Flex>
  );
}
