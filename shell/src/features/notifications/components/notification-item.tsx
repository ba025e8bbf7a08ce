// One notification in the list: type icon, title, message, priority mark, relative time and its actions.
import {
  BellOutlined,
  BookOutlined,
  BulbOutlined,
  CalendarOutlined,
  CheckOutlined,
  CheckSquareOutlined,
  FileTextOutlined,
  FormOutlined,
  InboxOutlined,
  NotificationOutlined,
  SettingOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLanguage } from '@campus/shared-ui';
import type { AppNotification } from '../api/notifications.js';
import { notificationText } from '../notification-text.js';
import { relativeTimeFrom } from '../relative-time.js';

const TYPE_ICONS: Record<string, ReactNode> = {
  system: <SettingOutlined />,
  announcement: <NotificationOutlined />,
  course: <BookOutlined />,
  material: <FileTextOutlined />,
  assignment: <FormOutlined />,
  grade: <TrophyOutlined />,
  attendance: <CheckSquareOutlined />,
  schedule: <CalendarOutlined />,
  suggestion: <BulbOutlined />,
  account: <UserOutlined />,
};

/** A small icon button whose name is also its tooltip. */
function IconAction({ label, icon, disabled, onClick }: { label: string; icon: ReactNode; disabled: boolean; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" icon={icon} disabled={disabled} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}

export interface NotificationItemProps {
  item: AppNotification;
  now: Date;
  busy: boolean;
  onOpen: (item: AppNotification) => void;
  onMarkRead: (item: AppNotification) => void;
  onArchive: (item: AppNotification) => void;
}

export function NotificationItem({ item, now, busy, onOpen, onMarkRead, onArchive }: NotificationItemProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const language = useLanguage();
  const { title, message } = notificationText(t, item);
  const urgent = item.priority === 'urgent';
  const high = item.priority === 'high';
  const accent = urgent ? token.colorError : high ? token.colorWarning : token.colorPrimary;
  const accentBg = urgent ? token.colorErrorBg : high ? token.colorWarningBg : token.colorPrimaryBg;

  return (
    <li
      aria-label={item.isRead ? title : `${t('notifications.unreadMark')}: ${title}`}
      style={{
        listStyle: 'none',
        padding: '12px 12px 8px',
        borderRadius: token.borderRadiusLG,
        background: item.isRead ? 'transparent' : token.colorFillQuaternary,
        borderInlineStart: `3px solid ${item.isRead ? 'transparent' : accent}`,
      }}
    >
      <Flex gap={12} align="flex-start">
        <Flex
          align="center"
          justify="center"
          aria-hidden
          style={{ width: 32, height: 32, flexShrink: 0, borderRadius: 10, background: accentBg, color: accent, fontSize: 16 }}
        >
          {TYPE_ICONS[item.type] ?? <BellOutlined />}
        </Flex>
        <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Flex align="flex-start" justify="space-between" gap={8}>
            <span
              style={{
                fontWeight: item.isRead ? 500 : 650,
                color: token.colorTextHeading,
                lineHeight: 1.35,
                overflowWrap: 'anywhere',
              }}
            >
              {title}
            </span>
            {urgent || high ? (
              <Tag color={urgent ? 'error' : 'warning'} style={{ marginInlineEnd: 0, flexShrink: 0 }}>
                {t(`notifications.priority.${item.priority}`)}
              </Tag>
            ) : null}
          </Flex>
          <span
            style={{
              color: token.colorTextSecondary,
              fontSize: token.fontSizeSM + 1,
              lineHeight: 1.45,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {message}
          </span>
          <Flex align="center" justify="space-between" gap={8} style={{ marginTop: 2 }}>
            <time
              dateTime={item.createdAt}
              title={formatDateTime(item.createdAt, language)}
              style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM }}
            >
              {relativeTimeFrom(item.createdAt, language, now)}
            </time>
            <Flex align="center" gap={2}>
              {item.link ? (
                <Button size="small" type="link" onClick={() => onOpen(item)} style={{ paddingInline: 6 }}>
                  {t('notifications.open')}
                </Button>
              ) : null}
              {item.isRead ? null : (
                <IconAction label={t('notifications.markRead')} icon={<CheckOutlined />} disabled={busy} onClick={() => onMarkRead(item)} />
              )}
              <IconAction label={t('notifications.archive')} icon={<InboxOutlined />} disabled={busy} onClick={() => onArchive(item)} />
            </Flex>
          </Flex>
        </Flex>
      </Flex>
    </li>
  );
}
