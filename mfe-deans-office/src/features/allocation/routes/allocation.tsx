// /deans-office/allocation: assign lecturers to subjects and sections across the faculty.
import { NodeIndexOutlined } from '@ant-design/icons';
import { PageHeader, AllocationBoard } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';

export default function AllocationScreen() {
  const { t } = useTranslation('deans-office');
  const scope = useFacultyScope();
  return (
    <>
      <PageHeader icon={<NodeIndexOutlined />} title={t('allocation.title')} subtitle={t('allocation.subtitle')} extra={<FacultyPicker scope={scope} />} />
      <AllocationBoard scope={{ facultyId: scope.facultyId }} />
    </>
  );
}
