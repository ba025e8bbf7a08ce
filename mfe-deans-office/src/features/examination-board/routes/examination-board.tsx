// /examination-board: the dean's office's (and chairs', quality assurance's and administrators') view of students'
// progress with at-risk highlighting, and of lecturers' teaching load, each in a tab kept in the address. Both open on
// the term in the address (the progress tab's), else the caller's area's default term, else the active one.
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ErrorPanel, PageHeader, useAreaDefaultTerm } from '@campus/shared-ui';
import { periodsQuery } from '../api/board.js';
import { ProgressBoard } from '../components/progress-board.js';
import { TeachingLoadBoard } from '../components/teaching-load.js';
import { useBoardTranslation } from '../i18n/index.js';

export default function ExaminationBoard() {
  const { t } = useBoardTranslation();
  const periods = useQuery(periodsQuery);
  const areaTerm = useAreaDefaultTerm();
  const [url, setUrl] = useSearchParams();
  const tab = url.get('tab') === 'load' ? 'load' : 'progress';
  return (
    <Flex vertical gap="small">
      <PageHeader icon={<AuditOutlined />} title={t('title')} subtitle={t('subtitle')} />
      {periods.isPending || areaTerm.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : periods.isError ? (
        <ErrorPanel title={t('periodsLoadFailed')} message={periods.error.message} onRetry={() => void periods.refetch()} retrying={periods.isRefetching} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setUrl((current) => {
            const next = new URLSearchParams(current);
            if (key === 'load') next.set('tab', 'load');
            else next.delete('tab');
            return next;
          }, { replace: true })}
          items={[
            { key: 'progress', label: t('tabs.progress'), children: <ProgressBoard periods={periods.data} areaTermId={areaTerm.periodId} /> },
            { key: 'load', label: t('tabs.load'), children: <TeachingLoadBoard periods={periods.data} areaTermId={areaTerm.periodId} /> },
          ]}
        />
      )}
    </Flex>
  );
}
