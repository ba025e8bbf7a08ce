// /department/courses: the department's subjects.
import { BookOutlined } from '@ant-design/icons';
import { CoursesTable, PageHeader } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';

export default function CoursesScreen() {
  const { t } = useTranslation('department');
  const scope = useDepartmentScope();
  return (
    <>
      <PageHeader icon={<BookOutlined />} title={t('courses.title')} subtitle={t('courses.subtitle')} extra={<DepartmentPicker scope={scope} />} />
      <CoursesTable scope={{ departmentId: scope.departmentId }} settingsKey="department-courses" />
    </>
  );
}
