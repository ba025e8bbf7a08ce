// Study programs: server-side search, level and department filters, sort and pages; create, edit and delete.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ACADEMIC_LEVELS, type Program } from '@campus/contracts';
import { DataTable, type DataTableProps, useConfirmAction, useLocalized, useOrgOptions, usePagedList } from '@campus/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { fetchPrograms, programKeys, useDeleteProgram } from '../api/programs.js';
import { ProgramForm } from './program-form.js';

const LEVEL_COLORS = { undergraduate: 'blue', graduate: 'purple', postgraduate: 'magenta' } as const;

export function ProgramsTable({ urlState = true }: { urlState?: boolean | string }) {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const departments = useOrgOptions('departments');
  const remove = useDeleteProgram();
  const [editing, setEditing] = useState<{ program?: Program } | null>(null);
  const list = usePagedList<Program>({ queryKey: programKeys.list(), fetchPage: fetchPrograms, defaultSort: { field: 'name', order: 'asc' }, urlState });

  const confirmDelete = (program: Program) =>
    confirm({
      title: t('programs.deleteConfirm', { code: program.code, name: localized(program.name) }),
      content: t('programs.deleteHint'),
      okText: t('actions.delete'),
      cancelText: t('actions.cancel'),
      action: () => remove.mutateAsync(program.id),
      done: t('programs.deleted', { code: program.code }),
    });

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
      {t('programs.create')}
    </Button>
  );
  const columns: DataTableProps<Program>['columns'] = [
    { key: 'code', title: t('programs.fields.code'), sorter: true, hideable: false, render: (_, program) => <Typography.Text code>{program.code}</Typography.Text> },
    { key: 'name', title: t('programs.fields.name'), sorter: true, render: (_, program) => <Typography.Text strong>{localized(program.name)}</Typography.Text> },
    {
      key: 'level',
      title: t('programs.fields.level'),
      sorter: true,
      render: (_, program) => (
        <Tag bordered={false} color={LEVEL_COLORS[program.level]}>
          {t(`academicLevel.${program.level}`)}
        </Tag>
      ),
    },
    { key: 'duration', title: t('programs.fields.durationYears'), align: 'right', render: (_, program) => program.durationYears },
    { key: 'department', title: t('fields.department'), render: (_, program) => localized(program.departmentName) },
    { key: 'students', title: t('programs.fields.students'), align: 'right', render: (_, program) => program.studentCount },
    { key: 'groups', title: t('programs.fields.groups'), align: 'right', render: (_, program) => program.groupCount },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, program) => (
        <Tag bordered={false} color={program.isActive ? 'success' : 'default'}>
          {t(program.isActive ? 'programs.active' : 'programs.inactive')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      fixed: 'right',
      render: (_, program) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ program })} aria-label={t('actions.editNamed', { name: program.code })}>
            {t('actions.edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.deleteNamed', { name: program.code })} onClick={() => confirmDelete(program)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<Program>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('programs.title')}
        errorTitle={t('programs.loadFailed')}
        searchPlaceholder={t('programs.search')}
        settingsKey="admin-programs"
        filters={[
          { key: 'level', label: t('programs.fields.level'), options: ACADEMIC_LEVELS.map((value) => ({ value, label: t(`academicLevel.${value}`) })), width: 180 },
          {
            key: 'departmentId',
            label: t('fields.department'),
            options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })),
            width: 220,
          },
        ]}
        actions={createButton}
        emptyText={t('programs.empty')}
        emptyAction={createButton}
      />
      <ProgramForm open={editing !== null} program={editing?.program} onClose={() => setEditing(null)} />
    </>
  );
}
