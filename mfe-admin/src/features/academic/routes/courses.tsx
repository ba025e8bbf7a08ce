// /admin/courses: the course catalogue of every department.
import { BookOutlined } from '@ant-design/icons';
import { CoursesTable, PageHeader } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/feedback.js';

const ALL_DEPARTMENTS = { allDepartments: true } as const;

export default function CoursesScreen() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return (
    <>
      <PageHeader icon={<BookOutlined />} title={t('courses.title')} subtitle={t('courses.subtitle')} />
      <CoursesTable scope={ALL_DEPARTMENTS} settingsKey="admin-courses" errorText={errorText} />
    </>
  );
}
