// /deans-office/departments: the faculty's departments and their chairs; a row opens to the department's
// lecturers, each of whom can be moved to another department of the faculty.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ApartmentOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DataTable, type DataTableProps, DepartmentForm, PageHeader, useConfirmAction, useDeleteDepartment, useFeedback, useLocalized, useOrgOptions, usePagedList } from '@campus/shared-ui';
import type { Department, Lecturer } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';
import { departmentKeys, fetchDepartments } from '../api/departments.js';
import { DepartmentLecturers } from '../components/department-lecturers.js';
import { MoveLecturerDialog } from '../components/move-lecturer-dialog.js';

export default function DepartmentsScreen() {
  const { t } = useTranslation('deans-office');
  const localized = useLocalized();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const scope = useFacultyScope();
  const remove = useDeleteDepartment();
  const [editing, setEditing] = useState<{ department?: Department } | null>(null);
  const [moving, setMoving] = useState<Lecturer | null>(null);
  const departments = useOrgOptions('departments', { facultyId: scope.facultyId }, { enabled: Boolean(scope.facultyId) });
  const list = usePagedList<Department>({
    queryKey: departmentKeys.list(scope.facultyId),
    fetchPage: (params, signal) => fetchDepartments(scope.facultyId, params, signal),
    defaultSort: { field: 'name', order: 'asc' },
    enabled: Boolean(scope.facultyId),
  });

  const confirmDelete = (department: Department) =>
    confirm({
      title: t('departments.deleteConfirm', { name: localized(department.name) }),
      content: t('departments.deleteHint'),
      okText: t('actions.delete'),
      cancelText: t('actions.cancel'),
      action: () => remove.mutateAsync(department.id),
      done: t('departments.deleted', { name: localized(department.name) }),
    });

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
      {t('departments.create')}
    </Button>
  );
  const columns: DataTableProps<Department>['columns'] = [
    { key: 'code', title: t('departments.fields.code'), sorter: true, render: (_, department) => <Typography.Text code>{department.code}</Typography.Text> },
    { key: 'name', title: t('departments.fields.name'), sorter: true, hideable: false, render: (_, department) => <Typography.Text strong>{localized(department.name)}</Typography.Text> },
    {
      key: 'chair',
      title: t('departments.fields.chair'),
      render: (_, department) =>
        department.chairName ? (
          <Flex vertical>
            <span>{department.chairName}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {department.chairEmail}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('departments.noChair')}</Typography.Text>
        ),
    },
    { key: 'lecturers', title: t('departments.fields.lecturers'), align: 'right', render: (_, department) => department.lecturerCount },
    { key: 'courses', title: t('departments.fields.courses'), align: 'right', render: (_, department) => department.courseCount },
    { key: 'programs', title: t('departments.fields.programs'), align: 'right', render: (_, department) => department.programCount },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      render: (_, department) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ department })}>
            {t('actions.edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} onClick={() => confirmDelete(department)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        icon={<ApartmentOutlined />}
        title={t('departments.title')}
        subtitle={scope.faculty ? t('departments.subtitle', { faculty: localized(scope.faculty.name) }) : undefined}
        extra={<FacultyPicker scope={scope} />}
      />
      <DataTable<Department>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('departments.title')}
        errorTitle={t('departments.loadFailed')}
        searchPlaceholder={t('departments.search')}
        actions={createButton}
        emptyText={t('departments.empty')}
        emptyAction={createButton}
        expandable={{
          expandedRowRender: (department) => <DepartmentLecturers department={department} onMove={setMoving} />,
          rowExpandable: (department) => department.lecturerCount > 0,
        }}
      />
      <MoveLecturerDialog lecturer={moving} departments={departments.data ?? []} onClose={() => setMoving(null)} />
      <DepartmentForm
        open={editing !== null}
        department={editing?.department}
        faculty={{ id: scope.facultyId }}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
