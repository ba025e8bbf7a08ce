import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Department } from '@campus/contracts';
import { DataTable, type DataTableProps, DepartmentForm, PersonCell, useConfirmAction, useDeleteDepartment, useLocalized, useOrgOptions, usePagedList } from '@campus/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFeedback } from '../../../lib/feedback.js';
import { fetchDepartments, structureKeys } from '../api/structure.js';

export function DepartmentsTable() {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const faculties = useOrgOptions('faculties');
  const remove = useDeleteDepartment();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<{ department?: Department } | null>(null);
  const list = usePagedList<Department>({
    queryKey: structureKeys.departments(),
    fetchPage: fetchDepartments,
    defaultSort: { field: 'name', order: 'asc' },
    urlState: 'd.',
  });

  const confirmDelete = (department: Department) =>
    confirm({
      title: t('organizational.departments.deleteConfirm', { name: localized(department.name) }),
      content: t('organizational.departments.deleteHint'),
      okText: t('actions.delete'),
      cancelText: t('actions.cancel'),
      action: () => remove.mutateAsync(department.id),
      done: t('organizational.departments.deleted', { name: localized(department.name) }),
    });

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
      {t('organizational.departments.create')}
    </Button>
  );
  const columns: DataTableProps<Department>['columns'] = [
    { key: 'code', title: t('fields.code'), sorter: true, render: (_, department) => <Typography.Text code>{department.code}</Typography.Text> },
    { key: 'name', title: t('fields.name'), sorter: true, hideable: false, render: (_, department) => <Typography.Text strong>{localized(department.name)}</Typography.Text> },
    { key: 'faculty', title: t('fields.faculty'), render: (_, department) => localized(department.facultyName) },
    {
      key: 'chair',
      title: t('organizational.departments.chair'),
      render: (_, department) => <PersonCell name={department.chairName} email={department.chairEmail} none={t('organizational.notAssigned')} />,
    },
    { key: 'lecturers', title: t('organizational.fields.lecturers'), align: 'right', render: (_, department) => department.lecturerCount },
    { key: 'courses', title: t('organizational.fields.courses'), align: 'right', render: (_, department) => department.courseCount },
    { key: 'programs', title: t('organizational.fields.programs'), align: 'right', render: (_, department) => department.programCount },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      fixed: 'right',
      render: (_, department) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ department })} aria-label={t('actions.editNamed', { name: department.code })}>
            {t('actions.edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.deleteNamed', { name: department.code })} onClick={() => confirmDelete(department)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<Department>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('organizational.departments.title')}
        errorTitle={t('organizational.departments.loadFailed')}
        searchPlaceholder={t('organizational.departments.search')}
        filters={[
          {
            key: 'facultyId',
            label: t('fields.faculty'),
            options: (faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: localized(faculty.name) })),
            width: 240,
          },
        ]}
        actions={createButton}
        emptyText={t('organizational.departments.empty')}
        emptyAction={createButton}
      />
      <DepartmentForm
        open={editing !== null}
        department={editing?.department}
        faculty={{ options: faculties.data ?? [], loading: faculties.isPending }}
        errorText={errorText}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
