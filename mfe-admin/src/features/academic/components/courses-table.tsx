// The course catalogue: server-side search, filters (department, semester, level, type, status), sort and pages;
// create, edit and delete.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SUBJECT_STATUSES, SUBJECT_TYPES, type Course } from '@campus/contracts';
import { DataTable, usePagedList, type DataTableProps, useLocalized, useConfirmAction } from '@campus/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { useDepartmentOptions } from '../../../lib/org-api.js';
import { courseKeys, fetchCourses, useDeleteCourse } from '../api/courses.js';
import { CourseForm } from './course-form.js';

const TYPE_COLORS = { core: 'blue', elective: 'purple', lab: 'cyan' } as const;

export function CoursesTable({ urlState = true }: { urlState?: boolean | string }) {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const departments = useDepartmentOptions();
  const remove = useDeleteCourse();
  const [editing, setEditing] = useState<{ course?: Course } | null>(null);
  const list = usePagedList<Course>({ queryKey: courseKeys.list(), fetchPage: fetchCourses, defaultSort: { field: 'code', order: 'asc' }, urlState });

  const confirmDelete = (course: Course) =>
    confirm({
      title: t('courses.deleteConfirm', { code: course.code, name: localized(course.name) }),
      content: t('courses.deleteHint'),
      okText: t('actions.delete'),
      cancelText: t('actions.cancel'),
      action: () => remove.mutateAsync(course.id),
      done: t('courses.deleted', { code: course.code }),
    });

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
      {t('courses.create')}
    </Button>
  );
  const columns: DataTableProps<Course>['columns'] = [
    { key: 'code', title: t('courses.fields.code'), sorter: true, hideable: false, render: (_, course) => <Typography.Text code>{course.code}</Typography.Text> },
    { key: 'name', title: t('courses.fields.name'), sorter: true, render: (_, course) => <Typography.Text strong>{localized(course.name)}</Typography.Text> },
    { key: 'department', title: t('fields.department'), render: (_, course) => localized(course.departmentName) },
    { key: 'credits', title: t('courses.fields.credits'), sorter: true, align: 'right', render: (_, course) => course.credits },
    { key: 'level', title: t('courses.fields.level'), sorter: true, align: 'right', render: (_, course) => course.level },
    { key: 'semester', title: t('courses.fields.semester'), sorter: true, align: 'right', render: (_, course) => course.semester },
    {
      key: 'type',
      title: t('courses.fields.type'),
      render: (_, course) => (
        <Tag bordered={false} color={TYPE_COLORS[course.type]}>
          {t(`subjectType.${course.type}`)}
        </Tag>
      ),
    },
    { key: 'hours', title: t('courses.fields.hours'), render: (_, course) => t('courses.hoursValue', { weekly: course.weeklyHours, lab: course.labHours, exam: course.examHours }) },
    { key: 'leader', title: t('courses.fields.leader'), render: (_, course) => course.leaderName ?? <Typography.Text type="secondary">{t('courses.noLeader')}</Typography.Text> },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, course) => (
        <Tag bordered={false} color={course.status === 'active' ? 'success' : 'default'}>
          {t(`subjectStatus.${course.status}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      fixed: 'right',
      render: (_, course) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ course })} aria-label={t('actions.editNamed', { name: course.code })}>
            {t('actions.edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.deleteNamed', { name: course.code })} onClick={() => confirmDelete(course)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<Course>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('courses.title')}
        errorTitle={t('courses.loadFailed')}
        searchPlaceholder={t('courses.search')}
        settingsKey="admin-courses"
        filters={[
          {
            key: 'departmentId',
            label: t('fields.department'),
            options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })),
            width: 220,
          },
          { key: 'semester', label: t('courses.fields.semester'), options: [1, 2].map((n) => ({ value: String(n), label: t('courses.semesterN', { n }) })), width: 140 },
          { key: 'level', label: t('courses.fields.level'), options: [1, 2, 3, 4].map((n) => ({ value: String(n), label: t('courses.levelN', { n }) })), width: 130 },
          { key: 'type', label: t('courses.fields.type'), options: SUBJECT_TYPES.map((value) => ({ value, label: t(`subjectType.${value}`) })), width: 140 },
          { key: 'status', label: t('fields.status'), options: SUBJECT_STATUSES.map((value) => ({ value, label: t(`subjectStatus.${value}`) })), width: 140 },
        ]}
        actions={createButton}
        emptyText={t('courses.empty')}
        emptyAction={createButton}
      />
      <CourseForm open={editing !== null} course={editing?.course} onClose={() => setEditing(null)} />
    </>
  );
}
