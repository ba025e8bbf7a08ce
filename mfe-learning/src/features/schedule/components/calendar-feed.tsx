// "Subscribe in your calendar": a private .ics address for Google Calendar, Outlook or Apple Calendar. The server
// keeps only a hash of it, so the address is shown once, right after it is made; a new one stops the old.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { CalendarOutlined, CheckOutlined, CopyOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, useConfirmAction, useDateFormat, useFeedback, useLanguage, useToast } from '@campus/shared-ui';
import type { CalendarFeedStatus } from '@campus/contracts/organizational';
import { createFeed, feedStatusQuery, revokeFeed } from '../api/calendar-feed.js';

function NewLink({ url }: { url: string }) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => toast.error(t('scheduleFeed.copyFailed')),
    );
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('scheduleFeed.shownOnce')}</Typography.Text>
      {/* The button goes under the address when the two would leave the address too narrow to read (a phone). */}
      <Flex gap="small" wrap>
        <Input readOnly value={url} aria-label={t('scheduleFeed.linkLabel')} onFocus={(event) => event.target.select()} style={{ flex: '1 1 260px' }} />
        <Button type="primary" icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()}>
          {copied ? t('scheduleFeed.copied') : t('scheduleFeed.copy')}
        </Button>
      </Flex>
      <Typography.Text type="secondary">{t('scheduleFeed.howTo')}</Typography.Text>
    </Flex>
  );
}

function Dates({ status }: { status: CalendarFeedStatus }) {
  const { t } = useTranslation('learning');
  const { formatDateTime } = useDateFormat();
  if (!status.createdAt) return null;
  return (
    <Typography.Text type="secondary">
      {t('scheduleFeed.createdOn', { date: formatDateTime(status.createdAt) })}{' '}
      {status.lastFetchedAt ? t('scheduleFeed.lastFetched', { date: formatDateTime(status.lastFetchedAt) }) : t('scheduleFeed.notFetched')}
    </Typography.Text>
  );
}

export function CalendarFeedCard({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const status = useQuery(feedStatusQuery);
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  // The address of the feed made on this page: the only time it can be shown.
  const [url, setUrl] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedStatusQuery.queryKey });
  const create = useMutation({
    mutationFn: () => createFeed(language),
    onSuccess: (created) => {
      setUrl(created.url);
      void refresh();
    },
    onError: feedback.failure,
  });

  const ask = (kind: 'reset' | 'revoke') =>
    confirm({
      title: t(`scheduleFeed.${kind}Title`),
      content: t(`scheduleFeed.${kind}Content`),
      okText: t(`scheduleFeed.${kind}Ok`),
      cancelText: t('scheduleFeed.cancel'),
      action: async () => {
        if (kind === 'reset') setUrl((await createFeed(language)).url);
        else {
          await revokeFeed();
          setUrl(undefined);
        }
        await refresh();
      },
      done: t(`scheduleFeed.${kind}Done`),
    });

  const body = status.isPending ? (
    <Skeleton active title={false} paragraph={{ rows: 2 }} />
  ) : status.isError ? (
    <ErrorPanel title={t('scheduleFeed.loadFailed')} onRetry={() => void status.refetch()} retrying={status.isRefetching} />
  ) : (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('scheduleFeed.intro')} {t('scheduleFeed.private')}
      </Typography.Paragraph>
      {url && <NewLink url={url} />}
      {status.data.exists ? (
        <Flex vertical gap="small">
          <Dates status={status.data} />
          <Flex gap="small" wrap>
            <Button icon={<ReloadOutlined />} onClick={() => ask('reset')}>
              {t('scheduleFeed.reset')}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => ask('revoke')}>
              {t('scheduleFeed.revoke')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <div>
          <Button type="primary" icon={<CalendarOutlined />} loading={create.isPending} onClick={() => create.mutate()}>
            {t('scheduleFeed.create')}
          </Button>
        </div>
      )}
    </Flex>
  );

  return (
    <Card
      title={
        <Space>
          <CalendarOutlined aria-hidden />
          {t('scheduleFeed.title')}
        </Space>
      }
      data-testid="calendar-feed"
      style={style}
      // A long title (Armenian on a phone) wraps instead of being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      {body}
    </Card>
  );
}
