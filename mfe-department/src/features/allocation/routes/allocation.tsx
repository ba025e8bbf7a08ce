// /department/allocation: assign the department's lecturers to subjects and sections within their max load.
import { NodeIndexOutlined } from '@ant-design/icons';
import { PageHeader, AllocationBoard } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';

export default function AllocationScreen() {
  const { t } = useTranslation('department');
  const scope = useDepartmentScope();
  return (
    <>
      <PageHeader icon={<NodeIndexOutlined />} title={t('allocation.title')} subtitle={t('allocation.subtitle')} extra={<DepartmentPicker scope={scope} />} />
      <AllocationBoard scope={{ departmentId: scope.departmentId }} />
    </>
  );
}
