// /department/analytics: load per lecturer against their maximum, and group sizes.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { BarChartOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader, errorMessage, BarChart } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';
import { groupSizesQuery, loadByLecturerQuery } from '../api/analytics.js';

export default function AnalyticsScreen() {
  const { t } = useTranslation('department');
  const { t: tc } = useTranslation('common');
  const scope = useDepartmentScope();
  const loads = useQuery(loadByLecturerQuery(scope.departmentId));
  const groups = useQuery(groupSizesQuery(scope.departmentId));
  const loadRows = [...(loads.data ?? [])].sort((a, b) => b.currentLoad - a.currentLoad);
  return (
    <Flex vertical gap="large">
      <PageHeader icon={<BarChartOutlined />} title={t('analytics.title')} subtitle={t('analytics.subtitle')} extra={<DepartmentPicker scope={scope} />} />
      <Card title={t('analytics.loadPerLecturer')}>
        {loads.isError ? (
          <ErrorPanel title={t('analytics.loadFailed')} message={errorMessage(loads.error, tc)} onRetry={() => void loads.refetch()} />
        ) : (
          <BarChart
            label={t('analytics.loadPerLecturer')}
            loading={loads.isPending}
            horizontal
            height={Math.max(260, loadRows.length * 34)}
            data={loadRows.map((row) => ({ label: row.lecturerName, value: row.currentLoad, secondary: row.maxLoad }))}
            valueLabel={t('analytics.allocated')}
            secondaryLabel={t('analytics.maxLoad')}
          />
        )}
      </Card>
      <Card title={t('analytics.groupSizes')}>
        {groups.isError ? (
          <ErrorPanel title={t('analytics.groupsFailed')} message={errorMessage(groups.error, tc)} onRetry={() => void groups.refetch()} />
        ) : (
          <BarChart
            label={t('analytics.groupSizes')}
            loading={groups.isPending}
            data={(groups.data ?? []).map((row) => ({ label: row.groupName, value: row.studentCount, secondary: row.maxCapacity }))}
            valueLabel={t('analytics.students')}
            secondaryLabel={t('analytics.capacity')}
          />
        )}
      </Card>
    </Flex>
  );
}
