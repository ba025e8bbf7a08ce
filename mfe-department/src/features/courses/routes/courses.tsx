// /department/courses: the department's subjects.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { BookOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DataTable, PageHeader, usePagedList, type DataTableProps, useLocalized, useFeedback, useConfirmAction } from '@campus/shared-ui';
import { SUBJECT_STATUSES, SUBJECT_TYPES, type Course } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';
import { courseKeys, fetchCourses, useDeleteCourse } from '../api/courses.js';
import { CourseForm } from '../components/course-form.js';

const TYPE_COLOUR: Record<string, string> = { core: 'blue', elective: 'purple', lab: 'cyan' };

export default function CoursesScreen() {
  const { t } = useTranslation('department');
  const localized = useLocalized();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const scope = useDepartmentScope();
  const remove = useDeleteCourse();
  const [editing, setEditing] = useState<{ course?: Course } | null>(null);
  const list = usePagedList<Course>({
    queryKey: courseKeys.list(scope.departmentId),
    fetchPage: (params, signal) => fetchCourses(scope.departmentId, params, signal),
    defaultSort: { field: 'code', order: 'asc' },
    enabled: Boolean(scope.departmentId),
  });
  const confirmDelete = (course: Course) =>
    confirm({
      title: t('courses.deleteConfirm', { code: course.code }),
      okText: t('actions.delete'),
      cancelText: t('actions.cancel'),
      action: () => remove.mutateAsync(course.id),
      done: t('courses.deleted', { code: course.code }),
    });
  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
      {t('courses.create')}
    </Button>
  );
  const columns: DataTableProps<Course>['columns'] = [
    { key: 'code', title: t('courses.fields.code'), sorter: true, hideable: false, render: (_, course) => <Typography.Text code>{course.code}</Typography.Text> },
    { key: 'name', title: t('courses.fields.name'), sorter: true, hideable: false, render: (_, course) => <Typography.Text strong>{localized(course.name)}</Typography.Text> },
    { key: 'credits', title: t('courses.fields.credits'), sorter: true, align: 'center', render: (_, course) => course.credits },
    { key: 'semester', title: t('courses.fields.semester'), sorter: true, align: 'center', render: (_, course) => course.semester },
    { key: 'level', title: t('courses.fields.level'), sorter: true, align: 'center', render: (_, course) => course.level },
    { key: 'type', title: t('courses.fields.type'), render: (_, course) => <Tag color={TYPE_COLOUR[course.type]}>{t(`subjectType.${course.type}`)}</Tag> },
    { key: 'hours', title: t('courses.fields.hours'), render: (_, course) => t('courses.hoursSummary', { weekly: course.weeklyHours, lab: course.labHours, exam: course.examHours }) },
    { key: 'leader', title: t('courses.fields.leader'), render: (_, course) => course.leaderName ?? <Typography.Text type="secondary">{t('courses.noLeader')}</Typography.Text> },
    { key: 'sections', title: t('courses.fields.sections'), align: 'right', render: (_, course) => course.sectionCount },
    { key: 'status', title: t('courses.fields.status'), render: (_, course) => <Tag color={course.status === 'active' ? 'success' : 'default'}>{t(`subjectStatus.${course.status}`)}</Tag> },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      render: (_, course) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ course })}>
            {t('actions.edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} onClick={() => confirmDelete(course)} />
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeader icon={<BookOutlined />} title={t('courses.title')} subtitle={t('courses.subtitle')} extra={<DepartmentPicker scope={scope} />} />
      <DataTable<Course>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('courses.title')}
        errorTitle={t('courses.loadFailed')}
        searchPlaceholder={t('courses.search')}
        settingsKey="department-courses"
        filters={[
          { key: 'type', label: t('courses.fields.type'), width: 150, options: SUBJECT_TYPES.map((type) => ({ value: type, label: t(`subjectType.${type}`) })) },
          { key: 'semester', label: t('courses.fields.semester'), width: 130, options: [1, 2].map((n) => ({ value: String(n), label: t('courses.semesterN', { n }) })) },
          { key: 'status', label: t('courses.fields.status'), width: 150, options: SUBJECT_STATUSES.map((status) => ({ value: status, label: t(`subjectStatus.${status}`) })) },
        ]}
        actions={addButton}
        emptyText={t('courses.empty')}
        emptyAction={addButton}
      />
      <CourseForm open={editing !== null} course={editing?.course} departmentId={scope.departmentId} onClose={() => setEditing(null)} />
    </>
  );
}
