// The caller's own courses (GET /api/courses?mine=true, scoped by the server), searchable and paged, as cards.
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORG_ROOT, usePagedList } from '@campus/shared-ui';
import type { Course } from '@campus/contracts';
import { QueryState } from '../../../components/query-state.js';
import { fetchOwnCourses, type CoursesView } from '../../../lib/courses-api.js';
import { materialCountsQuery } from '../../../lib/materials-api.js';
import { CourseCard, CourseGrid } from './course-card.js';

const PAGE_SIZE = 12;

export function OwnCourses({ view }: { view: CoursesView }) {
  const { t } = useTranslation('learning');
  const list = usePagedList<Course>({
    queryKey: [...ORG_ROOT, 'courses', 'learning-mine'],
    fetchPage: fetchOwnCourses,
    defaultPageSize: PAGE_SIZE,
    defaultSort: { field: 'code', order: 'asc' },
  });
  // One call counts the materials of every card on the page.
  const counts = useQuery(materialCountsQuery((list.query.data?.rows ?? []).map((course) => course.id)));
  return (
    <Flex vertical gap="middle">
      <Input.Search
        allowClear
        value={list.searchText}
        onChange={(event) => list.setSearchText(event.target.value)}
        placeholder={t('courses.searchPlaceholder')}
        aria-label={t('courses.searchPlaceholder')}
        style={{ maxWidth: 360 }}
      />
      <QueryState
        query={list.query}
        errorTitle={t('courses.loadFailed')}
        emptyText={list.isFiltered ? t('courses.noMatch') : t(`courses.empty.${view}`)}
        isEmpty={(page) => page.rows.length === 0}
      >
        {(page) => (
          <CourseGrid>
            {page.rows.map((course) => (
              <CourseCard
                key={course.id}
                courseId={course.id}
                code={course.code}
                name={course.name}
                credits={course.credits}
                // A student attends one section: the course's count of them is staff's information.
                sectionText={view === 'enrolled' ? undefined : t('courses.sectionCount', { count: course.sectionCount })}
                lecturerText={course.leaderName}
                materials={{ count: counts.data?.[course.id], failed: counts.isError }}
              />
            ))}
          </CourseGrid>
        )}
      </QueryState>
      {list.total > PAGE_SIZE ? (
        <Pagination align="center" current={list.params.page} pageSize={list.params.pageSize} total={list.total} showSizeChanger={false} onChange={(page) => list.setPage(page)} />
      ) : null}
    </Flex>
  );
}
