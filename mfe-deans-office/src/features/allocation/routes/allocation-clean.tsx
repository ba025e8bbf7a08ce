// /deans-office/allocation-clean: the same figures without editing, for reading and printing.
import { NodeIndexOutlined } from '@ant-design/icons';
import { PageHeader, AllocationBoard } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';

export default function AllocationCleanScreen() {
  const { t } = useTranslation('deans-office');
  const scope = useFacultyScope();
  return (
    <>
      <PageHeader icon={<NodeIndexOutlined />} title={t('allocation.cleanTitle')} subtitle={t('allocation.cleanSubtitle')} extra={<FacultyPicker scope={scope} />} />
      <AllocationBoard scope={{ facultyId: scope.facultyId }} readOnly />
    </>
  );
}
