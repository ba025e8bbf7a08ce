// Study programs: server-side search, level and department filters, sort and pages; create (in a dialog, or on the
// area's own add page), edit and delete.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ACADEMIC_LEVELS, type Program } from '@campus/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableProps } from '../../components/data-table.js';
import { useConfirmAction } from '../../components/confirm-action.js';
import { useFeedback } from '../../components/toast.js';
import { useLocalized } from '../../i18n/localized.js';
import { usePagedList } from '../../query/paged-list.js';
import { useOrgOptions } from '../org-api.js';
import { useProgramsTranslation } from './i18n/index.js';
import { useActionsTranslation } from '../i18n/index.js';
import { ProgramForm } from './program-form.js';
import { fetchPrograms, fixedFaculty, programKeys, useDeleteProgram, type ProgramScope } from './programs-api.js';

const LEVEL_COLORS = { undergraduate: 'blue', graduate: 'purple', postgraduate: 'magenta' } as const;

export interface ProgramsTableProps {
  scope: ProgramScope;
  /** Where the browser keeps this table's hidden columns and density. */
  settingsKey: string;
  /** Keep search, filters, sort and page in the address (a prefix when the page has several tables). */
  urlState?: boolean | string;
  /** The area's page for a new program; without it, a new program is made in a dialog. */
  addPath?: string;
}

export function ProgramsTable({ scope, settingsKey, urlState = true, addPath }: ProgramsTableProps) {
  const { t } = useProgramsTranslation();
  const { t: actionText } = useActionsTranslation();
  const localized = useLocalized();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const facultyId = fixedFaculty(scope);
  const anyFaculty = 'allFaculties' in scope;
  const departments = useOrgOptions('departments', { facultyId }, { enabled: anyFaculty || Boolean(facultyId) });
  const remove = useDeleteProgram();
  const [editing, setEditing] = useState<{ program?: Program } | null>(null);
  const list = usePagedList<Program>({
    queryKey: programKeys.list(scope),
    fetchPage: (params, signal) => fetchPrograms(scope, params, signal),
    defaultSort: { field: 'code', order: 'asc' },
    urlState,
    enabled: anyFaculty || Boolean(facultyId),
  });

  const confirmDelete = (program: Program) =>
    confirm({
      title: t('deleteConfirm', { code: program.code, name: localized(program.name) }),
      content: t('deleteHint'),
      okText: actionText('delete'),
      cancelText: actionText('cancel'),
      action: () => remove.mutateAsync(program.id),
      done: t('deleted', { code: program.code }),
    });

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={addPath ? undefined : () => setEditing({})}>
      {t('create')}
    </Button>
  );
  const createButton = addPath ? <Link to={addPath}>{create}</Link> : create;
  const columns: DataTableProps<Program>['columns'] = [
    { key: 'code', title: t('fields.code'), sorter: true, hideable: false, render: (_, program) => <Typography.Text code>{program.code}</Typography.Text> },
    { key: 'name', title: t('fields.name'), sorter: true, hideable: false, render: (_, program) => <Typography.Text strong>{localized(program.name)}</Typography.Text> },
    {
      key: 'level',
      title: t('fields.level'),
      sorter: true,
      render: (_, program) => (
        <Tag bordered={false} color={LEVEL_COLORS[program.level]}>
          {t(`level.${program.level}`)}
        </Tag>
      ),
    },
    { key: 'duration', title: t('fields.durationYears'), align: 'right', render: (_, program) => program.durationYears },
    { key: 'department', title: t('fields.department'), render: (_, program) => localized(program.departmentName) },
    { key: 'students', title: t('fields.students'), align: 'right', render: (_, program) => program.studentCount },
    { key: 'groups', title: t('fields.groups'), align: 'right', render: (_, program) => program.groupCount },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, program) => (
        <Tag bordered={false} color={program.isActive ? 'success' : 'default'}>
          {t(program.isActive ? 'open' : 'closed')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: actionText('title'),
      hideable: false,
      fixed: 'right',
      render: (_, program) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ program })} aria-label={actionText('editNamed', { name: program.code })}>
            {actionText('edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={actionText('deleteNamed', { name: program.code })} onClick={() => confirmDelete(program)} />
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
        label={t('title')}
        errorTitle={t('loadFailed')}
        searchPlaceholder={t('search')}
        settingsKey={settingsKey}
        filters={[
          { key: 'level', label: t('fields.level'), options: ACADEMIC_LEVELS.map((value) => ({ value, label: t(`level.${value}`) })), width: 180 },
          {
            key: 'departmentId',
            label: t('fields.department'),
            options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })),
            width: 220,
          },
        ]}
        actions={createButton}
        emptyText={t('empty')}
        emptyAction={createButton}
      />
      <ProgramForm open={editing !== null} program={editing?.program} scope={scope} onClose={() => setEditing(null)} />
    </>
  );
}
