// The courses a student attends or a lecturer teaches, as cards.
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.js';
import { useOwnCourses, type CoursesView, type OwnCourse } from '../../../lib/courses-api.js';
import { CourseCard, CourseGrid } from './course-card.js';

export function sectionText(t: (key: string, options?: Record<string, unknown>) => string, numbers: string[]): string {
  return numbers.length === 1 ? t('courses.section', { number: numbers[0] }) : t('courses.sections', { numbers: numbers.join(', ') });
}

export function OwnCourseCards({ courses }: { courses: OwnCourse[] }) {
  const { t } = useTranslation('learning');
  return (
    <CourseGrid>
      {courses.map((course) => (
        <CourseCard
          key={course.courseId}
          courseId={course.courseId}
          code={course.code}
          name={course.name}
          sectionText={sectionText(t, course.sectionNumbers)}
          lecturerText={course.lecturerNames.join(', ') || null}
        />
      ))}
    </CourseGrid>
  );
}

export function OwnCourses({ view }: { view: Exclude<CoursesView, 'scope'> }) {
  const { t } = useTranslation('learning');
  const courses = useOwnCourses();
  return (
    <QueryState query={courses} errorTitle={t('courses.loadFailed')} emptyText={t(`courses.empty.${view}`)} isEmpty={(list) => list.length === 0}>
      {(list) => <OwnCourseCards courses={list} />}
    </QueryState>
  );
}
