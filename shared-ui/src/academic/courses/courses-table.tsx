// The course catalogue: server-side search, filters (department when every department's courses show, semester,
// level, type, status), sort and pages; create, edit and delete.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SUBJECT_STATUSES, SUBJECT_TYPES, type Course } from '@campus/contracts';
import { useState } from 'react';
import { DataTable, type DataTableFilter, type DataTableProps } from '../../components/data-table.js';
import { useConfirmAction } from '../../components/confirm-action.js';
import { useFeedback } from '../../components/toast.js';
import { useLocalized } from '../../i18n/localized.js';
import { usePagedList } from '../../query/paged-list.js';
import { useCoursesTranslation } from './i18n/index.js';
import { useActionsTranslation } from '../i18n/index.js';
import { useOrgOptions } from '../org-api.js';
import { courseKeys, fetchCourses, fixedDepartment, useDeleteCourse, type CourseScope } from './courses-api.js';
import { CourseForm } from './course-form.js';

const TYPE_COLORS = { core: 'blue', elective: 'purple', lab: 'cyan' } as const;

export interface CoursesTableProps {
  scope: CourseScope;
  /** Where the browser keeps this table's hidden columns and density. */
  settingsKey: string;
  /** Keep search, filters, sort and page in the address (a prefix when the page has several tables). */
  urlState?: boolean | string;
  /** How the area words a server error it knows; the server's own message otherwise. */
  errorText?: (error: unknown) => string;
}

export function CoursesTable({ scope, settingsKey, urlState = true, errorText }: CoursesTableProps) {
  const { t } = useCoursesTranslation();
  const { t: actionText } = useActionsTranslation();
  const localized = useLocalized();
  const feedback = useFeedback(errorText);
  const confirm = useConfirmAction(feedback);
  const anyDepartment = 'allDepartments' in scope;
  const departments = useOrgOptions('departments', {}, { enabled: anyDepartment });
  const remove = useDeleteCourse();
  const [editing, setEditing] = useState<{ course?: Course } | null>(null);
  const list = usePagedList<Course>({
    queryKey: courseKeys.list(scope),
    fetchPage: (params, signal) => fetchCourses(scope, params, signal),
    defaultSort: { field: 'code', order: 'asc' },
    urlState,
    enabled: anyDepartment || Boolean(fixedDepartment(scope)),
  });

  const confirmDelete = (course: Course) =>
    confirm({
      title: t('deleteConfirm', { code: course.code, name: localized(course.name) }),
      content: t('deleteHint'),
      okText: actionText('delete'),
      cancelText: actionText('cancel'),
      action: () => remove.mutateAsync(course.id),
      done: t('deleted', { code: course.code }),
    });

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
      {t('create')}
    </Button>
  );
  const columns: DataTableProps<Course>['columns'] = [
    { key: 'code', title: t('fields.code'), sorter: true, hideable: false, render: (_, course) => <Typography.Text code>{course.code}</Typography.Text> },
    { key: 'name', title: t('fields.name'), sorter: true, hideable: false, render: (_, course) => <Typography.Text strong>{localized(course.name)}</Typography.Text> },
    ...(anyDepartment ? [{ key: 'department', title: t('fields.department'), render: (_: unknown, course: Course) => localized(course.departmentName) }] : []),
    { key: 'credits', title: t('fields.credits'), sorter: true, align: 'right', render: (_, course) => course.credits },
    { key: 'level', title: t('fields.level'), sorter: true, align: 'right', render: (_, course) => course.level },
    { key: 'semester', title: t('fields.semester'), sorter: true, align: 'right', render: (_, course) => course.semester },
    {
      key: 'type',
      title: t('fields.type'),
      render: (_, course) => (
        <Tag bordered={false} color={TYPE_COLORS[course.type]}>
          {t(`type.${course.type}`)}
        </Tag>
      ),
    },
    { key: 'hours', title: t('fields.hours'), render: (_, course) => t('hoursValue', { weekly: course.weeklyHours, lab: course.labHours, exam: course.examHours }) },
    { key: 'leader', title: t('fields.leader'), render: (_, course) => course.leaderName ?? <Typography.Text type="secondary">{t('noLeader')}</Typography.Text> },
    { key: 'sections', title: t('fields.sections'), align: 'right', render: (_, course) => course.sectionCount },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, course) => (
        <Tag bordered={false} color={course.status === 'active' ? 'success' : 'default'}>
          {t(`status.${course.status}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: actionText('title'),
      hideable: false,
      fixed: 'right',
      render: (_, course) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ course })} aria-label={actionText('editNamed', { name: course.code })}>
            {actionText('edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={actionText('deleteNamed', { name: course.code })} onClick={() => confirmDelete(course)} />
        </Space>
      ),
    },
  ];
  const filters: DataTableFilter[] = [
    ...(anyDepartment
      ? [{ key: 'departmentId', label: t('fields.department'), options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })), width: 220 }]
      : []),
    { key: 'semester', label: t('fields.semester'), options: [1, 2].map((n) => ({ value: String(n), label: t('semesterN', { n }) })), width: 140 },
    { key: 'level', label: t('fields.level'), options: [1, 2, 3, 4].map((n) => ({ value: String(n), label: t('levelN', { n }) })), width: 130 },
    { key: 'type', label: t('fields.type'), options: SUBJECT_TYPES.map((value) => ({ value, label: t(`type.${value}`) })), width: 140 },
    { key: 'status', label: t('fields.status'), options: SUBJECT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })), width: 140 },
  ];

  return (
    <>
      <DataTable<Course>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('title')}
        errorTitle={t('loadFailed')}
        searchPlaceholder={t('search')}
        settingsKey={settingsKey}
        filters={filters}
        actions={createButton}
        emptyText={t('empty')}
        emptyAction={createButton}
      />
      <CourseForm open={editing !== null} course={editing?.course} scope={scope} errorText={errorText} onClose={() => setEditing(null)} />
    </>
  );
}
