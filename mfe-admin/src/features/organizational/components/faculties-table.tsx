import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { Faculty } from '@campus/contracts';
import { DataTable, type DataTableProps, PersonCell, useConfirmAction, useLocalized, usePagedList } from '@campus/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { fetchFaculties, structureKeys, useDeleteFaculty } from '../api/structure.js';
import { FacultyForm } from './faculty-form.js';
import { FacultyStaffDialog } from './faculty-staff-dialog.js';

export function FacultiesTable() {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const remove = useDeleteFaculty();
  const [editing, setEditing] = useState<{ faculty?: Faculty } | null>(null);
  const [staffOf, setStaffOf] = useState<Faculty | null>(null);
  const list = usePagedList<Faculty>({ queryKey: structureKeys.faculties(), fetchPage: fetchFaculties, defaultSort: { field: 'name', order: 'asc' }, urlState: 'f.' });

  const confirmDelete = (faculty: Faculty) =>
    confirm({
      title: t('organizational.faculties.deleteConfirm', { name: localized(faculty.name) }),
      content: t('organizational.faculties.deleteHint'),
      okText: t('actions.delete'),
      cancelText: t('actions.cancel'),
      action: () => remove.mutateAsync(faculty.id),
      done: t('organizational.faculties.deleted', { name: localized(faculty.name) }),
    });

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
      {t('organizational.faculties.create')}
    </Button>
  );
  const columns: DataTableProps<Faculty>['columns'] = [
    { key: 'code', title: t('fields.code'), sorter: true, render: (_, faculty) => <Typography.Text code>{faculty.code}</Typography.Text> },
    { key: 'name', title: t('fields.name'), sorter: true, hideable: false, render: (_, faculty) => <Typography.Text strong>{localized(faculty.name)}</Typography.Text> },
    {
      key: 'dean',
      title: t('organizational.faculties.dean'),
      render: (_, faculty) => <PersonCell name={faculty.deanName} email={faculty.deanEmail} none={t('organizational.notAssigned')} />,
    },
    { key: 'departments', title: t('organizational.fields.departments'), align: 'right', render: (_, faculty) => faculty.departmentCount },
    { key: 'lecturers', title: t('organizational.fields.lecturers'), align: 'right', render: (_, faculty) => faculty.lecturerCount },
    { key: 'students', title: t('organizational.fields.students'), align: 'right', render: (_, faculty) => faculty.studentCount },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      fixed: 'right',
      render: (_, faculty) => (
        <Space size={4}>
          <Button size="small" icon={<TeamOutlined />} onClick={() => setStaffOf(faculty)} aria-label={t('organizational.staff.openNamed', { name: faculty.code })}>
            {t('organizational.staff.open')}
          </Button>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ faculty })} aria-label={t('actions.editNamed', { name: faculty.code })}>
            {t('actions.edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.deleteNamed', { name: faculty.code })} onClick={() => confirmDelete(faculty)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<Faculty>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('organizational.faculties.title')}
        errorTitle={t('organizational.faculties.loadFailed')}
        searchPlaceholder={t('organizational.faculties.search')}
        actions={createButton}
        emptyText={t('organizational.faculties.empty')}
        emptyAction={createButton}
      />
      <FacultyForm open={editing !== null} faculty={editing?.faculty} onClose={() => setEditing(null)} />
      <FacultyStaffDialog faculty={staffOf} onClose={() => setStaffOf(null)} />
    </>
  );
}
