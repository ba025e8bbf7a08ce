// /assignments: homework due within a week (and what closed this week), then what is due later.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { CheckSquareOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@campus/shared-ui';
import { DUE_SOON_BOUNDS, DUE_SOON_DEFAULTS } from '@campus/contracts/materials';
import { QueryState } from '../../../components/query-state.js';
import { dueSoonQuery, useMaterialErrorText } from '../../../lib/materials-api.js';
import { DueList } from '../../../components/due-list.js';

const WEEK_MS = DUE_SOON_DEFAULTS.windowDays * 86_400_000;

export default function AssignmentsScreen() {
  const { t } = useTranslation('learning');
  const materialError = useMaterialErrorText();
  const soon = useQuery(dueSoonQuery({ windowDays: DUE_SOON_DEFAULTS.windowDays, limit: DUE_SOON_BOUNDS.limit.max, includeClosed: true }));
  const later = useQuery({
    ...dueSoonQuery({ windowDays: DUE_SOON_BOUNDS.windowDays.max, limit: DUE_SOON_BOUNDS.limit.max }),
    select: (items) => items.filter((item) => new Date(item.dueAt).getTime() > Date.now() + WEEK_MS),
  });
  return (
    <Flex vertical gap="middle">
      <PageHeader icon={<CheckSquareOutlined />} title={t('assignments.title')} subtitle={t('assignments.subtitle')} />
      <Card title={t('assignments.soonTitle')}>
        <QueryState query={soon} errorTitle={t('assignments.loadFailed')} errorText={materialError} emptyText={t('assignments.soonEmpty')} isEmpty={(items) => items.length === 0}>
          {(items) => <DueList items={[...items].sort((a, b) => Number(a.closed) - Number(b.closed) || a.dueAt.localeCompare(b.dueAt))} />}
        </QueryState>
      </Card>
      <Card title={t('assignments.laterTitle')}>
        <QueryState query={later} errorTitle={t('assignments.loadFailed')} errorText={materialError} emptyText={t('assignments.laterEmpty')} isEmpty={(items) => items.length === 0}>
          {(items) => <DueList items={items} />}
        </QueryState>
      </Card>
    </Flex>
  );
}
