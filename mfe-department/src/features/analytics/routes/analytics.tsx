// /department/analytics: enrolment per program, teaching load per lecturer and group sizes against capacity,
// the shared analytics charts narrowed to the department.
import Flex from 'antd/es/flex';
import { BarChartOutlined } from '@ant-design/icons';
import { CardGrid, EnrollmentByProgramCard, GroupSizesCard, LoadByLecturerCard, PageHeader, type AnalyticsScope } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';

export default function AnalyticsScreen() {
  const { t } = useTranslation('department');
  const department = useDepartmentScope();
  const scope: AnalyticsScope = { departmentId: department.departmentId };
  const ready = Boolean(department.departmentId);
  return (
    <Flex vertical gap="large">
      <PageHeader icon={<BarChartOutlined />} title={t('analytics.title')} subtitle={t('analytics.subtitle')} extra={<DepartmentPicker scope={department} />} />
      <CardGrid minColumnWidth={420}>
        <EnrollmentByProgramCard scope={scope} enabled={ready} />
        <LoadByLecturerCard scope={scope} enabled={ready} />
      </CardGrid>
      <GroupSizesCard scope={scope} enabled={ready} />
    </Flex>
  );
}
