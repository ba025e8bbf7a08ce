// /student-dashboard: the student's next classes, their courses, homework due within a week, their latest published
// midterm grades, the surveys still to answer, and the everyday quick links.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CardGrid, PageHeader, SurveysToAnswerCard, UpcomingClasses, useCurrentUser, useLocalized } from '@campus/shared-ui';
import { QueryState } from '../../../components/query-state.js';
import { ownCoursesQuery } from '../../../lib/courses-api.js';
import { dueSoonQuery, useMaterialErrorText } from '../../../lib/materials-api.js';
import { DueList } from '../../../components/due-list.js';
import { LatestGradesCard } from '../components/latest-grades.js';
import { QuickLinks } from '../components/quick-links.js';

/** Two rows of cards on a wide screen; the full week is on /schedule. */
const DASHBOARD_CLASSES = 6;

/** On a phone the title wraps beside its link rather than being cut to "My cour…". */
const WRAPPING_TITLE = { title: { whiteSpace: 'normal' } } as const;

function MyCoursesCard() {
  const { t } = useTranslation('learning');
  const localized = useLocalized();
  const courses = useQuery(ownCoursesQuery);
  return (
    <Card title={t('dashboard.courses.title')} extra={<Link to="/courses">{t('dashboard.courses.all')}</Link>} style={{ height: '100%' }} styles={WRAPPING_TITLE}>
      <QueryState query={courses} errorTitle={t('courses.loadFailed')} emptyText={t('courses.empty.enrolled')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <Flex vertical gap={10}>
            {list.map((course) => (
              <Flex key={course.id} vertical>
                <Link to={`/courses/${course.id}`} style={{ fontWeight: 600 }}>
                  {localized(course.name)}
                </Link>
                <Typography.Text type="secondary">
                  {course.code} · {course.leaderName ?? t('courses.lecturerTba')}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        )}
      </QueryState>
    </Card>
  );
}

function DueSoonCard() {
  const { t } = useTranslation('learning');
  // SPEC §1/§9: five at most, within seven days, refetched every 5 minutes.
  const due = useQuery(dueSoonQuery());
  const materialError = useMaterialErrorText();
  return (
    <Card title={t('dashboard.dueSoon.title')} extra={<Link to="/assignments">{t('dashboard.dueSoon.all')}</Link>} style={{ height: '100%' }} styles={WRAPPING_TITLE}>
      <QueryState query={due} errorTitle={t('assignments.loadFailed')} errorText={materialError} emptyText={t('assignments.soonEmpty')} isEmpty={(items) => items.length === 0}>
        {(items) => <DueList items={items} />}
      </QueryState>
    </Card>
  );
}

export default function StudentDashboard() {
  const { t } = useTranslation('learning');
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Flex vertical gap="large">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={user ? t('dashboard.greeting', { name: user.firstName || user.displayName }) : undefined}
        extra={<Button onClick={() => void navigate('/course-materials')}>{t('dashboard.browseMaterials')}</Button>}
      />
      <UpcomingClasses limit={DASHBOARD_CLASSES} />
      <CardGrid minColumnWidth={320}>
        <MyCoursesCard />
        <DueSoonCard />
        <LatestGradesCard />
        <SurveysToAnswerCard />
      </CardGrid>
      <QuickLinks />
    </Flex>
  );
}
