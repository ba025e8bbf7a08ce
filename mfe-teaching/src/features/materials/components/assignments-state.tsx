// The states every screen built on the lecturer's assignments shares: a skeleton while they load, the error with
// Try again, and the empty state; `children` renders the list once there is one.
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { CardGrid, ErrorPanel, materialErrorText } from '@campus/shared-ui';
import type { TeachingAssignment } from '@campus/contracts/materials';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentsQuery } from '../api/materials.js';

export function AssignmentsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <CardGrid minColumnWidth={300}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} size="small" aria-busy="true">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ))}
    </CardGrid>
  );
}

export function WithAssignments({ errorTitle, children }: { errorTitle: string; children: (assignments: TeachingAssignment[]) => ReactNode }) {
  const { t } = useTranslation('teaching');
  const query = useQuery(assignmentsQuery());
  if (query.isPending) return <AssignmentsSkeleton />;
  if (query.isError) return <ErrorPanel title={errorTitle} message={materialErrorText(t, query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) return <Empty description={<>{t('materials.empty')}<br />{t('materials.emptyHint')}</>} />;
  return <>{children(query.data)}</>;
}
