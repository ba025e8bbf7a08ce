// /admin/students: every student of the university in the shared students table (view, edit, delete coming soon).
import { UserOutlined } from '@ant-design/icons';
import { PageHeader, StudentsTable, usePeopleTranslation } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';

export default function StudentsScreen() {
  const { t } = useTranslation('admin');
  const { t: people } = usePeopleTranslation();
  return (
    <>
      <PageHeader icon={<UserOutlined />} title={people('students.title')} subtitle={t('students.subtitle')} />
      <StudentsTable scope={{ visible: true }} settingsKey="admin-students" />
    </>
  );
}
