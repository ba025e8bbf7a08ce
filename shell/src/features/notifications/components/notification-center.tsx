// The header's bell: the unread badge (first from /unread-count, then from the stream) and the list in a
// popover, or a drawer on phones. It also keeps the tab's one live stream open while it is mounted.
import { BellOutlined } from '@ant-design/icons';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Popover from 'antd/es/popover';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useIsMobile } from '../../../lib/use-is-mobile.js';
import { unreadCountQuery } from '../api/notifications.js';
import { useNotificationStream } from '../api/use-notification-stream.js';
import { NotificationPanel } from './notification-panel.js';

/** Links inside Campus go through the router; anything else opens in a new tab. */
function useOpenLink() {
  const navigate = useNavigate();
  return useCallback(
    (link: string) => {
      if (link.startsWith('/') && !link.startsWith('//')) navigate(link);
      else window.open(link, '_blank', 'noopener,noreferrer');
    },
    [navigate],
  );
}

export function NotificationCenter() {
  const { t } = useTranslation('shell');
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const openLink = useOpenLink();
  const live = useNotificationStream(openLink);
  const count = useQuery(unreadCountQuery).data ?? 0;
  const navigateFromList = (link: string) => {
    setOpen(false);
    openLink(link);
  };
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.title');

  const bell = (
    <Button
      type="text"
      shape="circle"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={mobile ? () => setOpen(true) : undefined}
      icon={
        <Badge count={count} overflowCount={99} size="small" offset={[4, -2]}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );

  return (
    // data-live tells whether the stream is connected (tests wait for it before sending).
    <span data-tour="notifications" data-live={live} style={{ display: 'inline-flex' }}>
      {mobile ? (
        <>
          {bell}
          <Drawer
            title={t('notifications.title')}
            placement="right"
            size="100%"
            open={open}
            onClose={() => setOpen(false)}
            destroyOnHidden
            styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column' } }}
          >
            <NotificationPanel onNavigate={navigateFromList} maxHeight="none" />
          </Drawer>
        </>
      ) : (
        <Popover
          trigger="click"
          placement="bottomRight"
          arrow={false}
          open={open}
          onOpenChange={setOpen}
          destroyOnHidden
          title={t('notifications.title')}
          content={
            <div style={{ width: 380 }}>
              <NotificationPanel onNavigate={navigateFromList} />
            </div>
          }
        >
          {bell}
        </Popover>
      )}
    </span>
  );
}
