// The caller's upcoming classes as cards (SPEC §2 Upcoming classes list): Refresh, Last updated, 3 skeleton cards
// while loading, 'Failed to load upcoming classes' with Try again, an empty state. Badges and join buttons follow
// the clock minute by minute; the list itself is refetched every 5 minutes.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, timeOfDayIn } from '@campus/contracts';
import { errorMessage } from '../api/api-error.js';
import { useLanguage } from '../i18n/i18n.js';
import { useUpcomingTranslation } from './i18n/index.js';
import { UpcomingClassCard } from './class-card.js';
import { DEFAULT_UPCOMING_LIMIT, upcomingClassesQuery } from './upcoming-api.js';
import { useNow } from './use-now.js';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: 16 } as const;
export const UPCOMING_SKELETON_ROWS = 3;

export interface UpcomingClassesProps {
  limit?: number;
}

export function UpcomingClasses({ limit = DEFAULT_UPCOMING_LIMIT }: UpcomingClassesProps) {
  const { t } = useUpcomingTranslation();
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const upcoming = useQuery(upcomingClassesQuery(limit, language));
  const now = useNow();
  // Days and times are the university's (the answer names its zone), not the reader's device's.
  const timeZone = upcoming.data?.timeZone ?? DEFAULT_TIME_ZONE;
  // On a phone the cards inside take the width the outer card's padding would waste.
  const phone = Grid.useBreakpoint().sm === false;

  const body = upcoming.isPending ? (
    <div style={GRID} aria-busy>
      {Array.from({ length: UPCOMING_SKELETON_ROWS }, (_, index) => (
        <Card key={index} size="small" data-testid="upcoming-skeleton">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ))}
    </div>
  ) : upcoming.isError ? (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      description={errorMessage(upcoming.error, tc)}
      action={
        <Button size="small" onClick={() => void upcoming.refetch()} loading={upcoming.isRefetching}>
          {t('tryAgain')}
        </Button>
      }
    />
  ) : upcoming.data.classes.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Flex vertical><span>{t('empty')}</span><Typography.Text type="secondary">{t('emptyHint')}</Typography.Text></Flex>} />
  ) : (
    <div style={GRID}>
      {upcoming.data.classes.map((klass) => (
        <UpcomingClassCard key={klass.id} klass={klass} now={now} timeZone={timeZone} />
      ))}
    </div>
  );

  return (
    <Card
      role="region"
      aria-label={t('title')}
      title={t('title')}
      styles={{ title: { whiteSpace: 'normal' }, ...(phone ? { body: { padding: 12 } } : {}) }}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void upcoming.refetch()} loading={upcoming.isFetching && !upcoming.isPending}>
          {t('refresh')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {body}
        {upcoming.data ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('lastUpdated', { time: timeOfDayIn(new Date(upcoming.data.lastUpdated), timeZone) })}
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
