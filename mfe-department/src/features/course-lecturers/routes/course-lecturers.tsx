// /department/course-lecturers: each subject with its leader and the lecturers allocated to it.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { ClusterOutlined, CrownOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { DataTable, type DataTableProps, fetchList, ORG_ROOT, PageHeader, pagedListQuery, useAcademicTranslation, useLocalized, usePagedList } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type Allocation, type Course } from '@campus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';

async function allAllocations(departmentId: string, signal: AbortSignal): Promise<Allocation[]> {
  const rows: Allocation[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const response = await fetchList(ORGANIZATIONAL_PATHS.allocations, { departmentId, pageSize: 100, page }, signal);
    rows.push(...response.data);
    if (rows.length >= response.total || response.data.length === 0) break;
  }
  return rows;
}

export default function CourseLecturersScreen() {
  const { t } = useTranslation('department');
  const { t: ta } = useAcademicTranslation();
  const localized = useLocalized();
  const scope = useDepartmentScope();
  const allocations = useQuery({
    queryKey: ['allocation', 'list', 'all', scope.departmentId],
    queryFn: ({ signal }) => allAllocations(scope.departmentId!, signal),
    enabled: Boolean(scope.departmentId),
  });
  const byCourse = useMemo(() => {
    const map = new Map<string, Allocation[]>();
    for (const row of allocations.data ?? []) map.set(row.courseId, [...(map.get(row.courseId) ?? []), row]);
    return map;
  }, [allocations.data]);
  const list = usePagedList<Course>({
    queryKey: [...ORG_ROOT, 'courses', 'with-lecturers', scope.departmentId],
    fetchPage: async (params, signal) => {
      const response = await fetchList(ORGANIZATIONAL_PATHS.courses, pagedListQuery(params, { departmentId: scope.departmentId }), signal);
      return { rows: response.courses, total: response.total };
    },
    defaultSort: { field: 'code', order: 'asc' },
    enabled: Boolean(scope.departmentId),
  });

  const columns: DataTableProps<Course>['columns'] = [
    {
      key: 'code',
      title: t('courses.fields.code'),
      sorter: true,
      render: (_, course) => <Typography.Text code>{course.code}</Typography.Text>,
    },
    { key: 'name', title: t('courses.fields.name'), sorter: true, render: (_, course) => localized(course.name) },
    {
      key: 'leader',
      title: t('courses.fields.leader'),
      render: (_, course) =>
        course.leaderName ? (
          <Tag icon={<CrownOutlined />} color="gold">
            {course.leaderName}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('courses.noLeader')}</Typography.Text>
        ),
    },
    {
      key: 'lecturers',
      title: t('courseLecturers.lecturers'),
      render: (_, course) => {
        const rows = byCourse.get(course.id) ?? [];
        if (allocations.isPending) return <Typography.Text type="secondary">…</Typography.Text>;
        if (rows.length === 0) return <Tag color="warning">{t('courseLecturers.nobody')}</Tag>;
        return (
          <Flex wrap gap={4}>
            {rows.map((row) => (
              <Tooltip key={row.id} title={`${ta(`allocation.roles.${row.role}`)} · ${row.sectionNumber ? t('weekly.sectionN', { number: row.sectionNumber }) : ta('allocation.wholeCourse')} · ${ta('allocation.hoursShort', { hours: row.hours })}`}>
                <Tag color={row.role === 'leader' ? 'gold' : row.role === 'assistant' ? 'default' : 'blue'}>{row.lecturerName}</Tag>
              </Tooltip>
            ))}
          </Flex>
        );
      },
    },
    {
      key: 'hours',
      title: t('courseLecturers.hours'),
      align: 'right',
      render: (_, course) => (byCourse.get(course.id) ?? []).reduce((sum, row) => sum + row.hours, 0),
    },
  ];
  return (
    <>
      <PageHeader
        icon={<ClusterOutlined />}
        title={t('courseLecturers.title')}
        subtitle={t('courseLecturers.subtitle')}
        extra={
          <>
            <DepartmentPicker scope={scope} />
            <Link to="/department/allocation">
              <Button icon={<NodeIndexOutlined />}>{t('sidebar.allocation')}</Button>
            </Link>
          </>
        }
      />
      <DataTable<Course>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('courseLecturers.title')}
        errorTitle={t('courses.loadFailed')}
        searchPlaceholder={t('courses.search')}
        emptyText={t('courses.empty')}
      />
    </>
  );
}
