// /department/lecturers: the department's lecturers in the shared lecturers table (search, filters, load against
// the maximum, view and edit), limited to the chosen department, with "Add lecturer" for this department.
import Button from 'antd/es/button';
import { TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { LecturersTable, PageHeader } from '@campus/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';
import { LecturerForm } from '../components/lecturer-form.js';

export default function LecturersScreen() {
  const { t } = useTranslation('department');
  const scope = useDepartmentScope();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader icon={<TeamOutlined />} title={t('lecturers.title')} subtitle={t('lecturers.subtitle')} extra={<DepartmentPicker scope={scope} />} />
      <LecturersTable
        scope={{ departmentId: scope.departmentId }}
        settingsKey="department-lecturers"
        actions={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} disabled={!scope.departmentId}>
            {t('lecturers.create')}
          </Button>
        }
      />
      <LecturerForm open={adding} departmentId={scope.departmentId} onClose={() => setAdding(false)} />
    </>
  );
}
