// /courses: a student's enrolled courses, a lecturer's taught ones, staff's courses of their scope.
import { BookOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasRole, PageHeader, useCurrentUser } from '@campus/shared-ui';
import { coursesViewOf } from '../../../lib/courses-api.js';
import { OwnCourses } from '../components/own-courses.js';

export default function CoursesScreen() {
  const { t } = useTranslation('learning');
  const { data: user } = useCurrentUser();
  const view = coursesViewOf(user);
  const readsAll = view === 'scope' && hasRole(user, 'admin', 'quality_assurance');
  return (
    <>
      <PageHeader icon={<BookOutlined />} title={t('courses.title')} subtitle={t(`courses.subtitle.${readsAll ? 'all' : view}`)} />
      <OwnCourses view={view} />
    </>
  );
}
