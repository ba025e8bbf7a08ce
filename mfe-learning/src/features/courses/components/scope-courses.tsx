// Staff's courses: the catalogue of their scope (department, faculty, or all), searchable and paged, as cards.
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import { useTranslation } from 'react-i18next';
import { ORG_ROOT, usePagedList } from '@campus/shared-ui';
import type { Course } from '@campus/contracts';
import { QueryState } from '../../../components/query-state.js';
import { fetchScopeCourses, useScopeFilter } from '../../../lib/courses-api.js';
import { CourseCard, CourseGrid } from './course-card.js';

const PAGE_SIZE = 12;

export function ScopeCourses() {
  const { t } = useTranslation('learning');
  const scope = useScopeFilter(true);
  const list = usePagedList<Course>({
    queryKey: [...ORG_ROOT, 'courses', 'learning-scope', scope.departmentId, scope.facultyId],
    fetchPage: (params, signal) => fetchScopeCourses(params, scope, signal),
    defaultPageSize: PAGE_SIZE,
    defaultSort: { field: 'code', order: 'asc' },
    enabled: scope.ready,
  });
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
        query={{ ...list.query, isPending: list.query.isPending || !scope.ready }}
        errorTitle={t('courses.loadFailed')}
        emptyText={list.isFiltered ? t('courses.noMatch') : t('courses.empty.scope')}
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
                sectionText={t('courses.sectionCount', { count: course.sectionCount })}
                lecturerText={course.leaderName}
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
