// /admin/courses: the course catalogue.
import { BookOutlined } from '@ant-design/icons';
import { PageHeader } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { CoursesTable } from '../components/courses-table.js';

export default function CoursesScreen() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader icon={<BookOutlined />} title={t('courses.title')} subtitle={t('courses.subtitle')} />
      <CoursesTable />
    </>
  );
}
