// Lecturers: server-side search (name, email, employee ID), filters by department, position and status, sort,
// pages, column chooser and density, row selection with export, and per row View and Edit (the dean's office and
// chairs, within their unit).
import Typography from 'antd/es/typography';
import { LECTURER_STATUSES, POSITIONS, type Lecturer } from '@campus/contracts';
import { useOrgOptions } from '../../academic/org-api.js';
import { DataTable, type DataTableProps } from '../../components/data-table.js';
import { useLocalized } from '../../i18n/localized.js';
import { usePagedList } from '../../query/paged-list.js';
import { usePeopleTranslation } from '../i18n/index.js';
import { usePersonActions } from '../person-actions.js';
import { avatarOf, listName, PersonCell } from '../person-cell.js';
import { RowActions } from '../row-actions.js';
import { fixedFaculty, scopeReady, type PeopleScope } from '../scope.js';
import { downloadCsv, SelectionBar, useRowSelection } from '../selection.js';
import { LecturerDetails } from './lecturer-details.js';
import { LecturerForm } from './lecturer-form.js';
import { StatusTag } from '../status-tag.js';
import { fetchLecturers, LECTURER_EDITORS, lecturerKeys } from './lecturers-api.js';

export interface LecturersTableProps {
  scope: PeopleScope;
  /** Where the browser keeps this table's hidden columns and density. */
  settingsKey: string;
}

export function LecturersTable({ scope, settingsKey }: LecturersTableProps) {
  const { t } = usePeopleTranslation();
  const localized = useLocalized();
  const person = usePersonActions<Lecturer>(LECTURER_EDITORS);
  const departments = useOrgOptions('departments', { facultyId: fixedFaculty(scope) }, { enabled: scopeReady(scope) });
  const selection = useRowSelection<Lecturer>();
  const list = usePagedList<Lecturer>({
    queryKey: lecturerKeys.list(scope),
    fetchPage: (params, signal) => fetchLecturers(scope, params, signal),
    defaultSort: { field: 'lastName', order: 'asc' },
    enabled: scopeReady(scope),
  });

  const columns: DataTableProps<Lecturer>['columns'] = [
    { key: 'employeeId', title: t('lecturers.fields.employeeId'), sorter: true, render: (_, lecturer) => <Typography.Text code>{lecturer.employeeId}</Typography.Text> },
    {
      key: 'lastName',
      title: t('record.name'),
      sorter: true,
      hideable: false,
      render: (_, lecturer) => <PersonCell name={listName(lecturer)} email={lecturer.email} avatar={avatarOf(lecturer)} />,
    },
    { key: 'department', title: t('lecturers.fields.department'), render: (_, lecturer) => localized(lecturer.departmentName) },
    { key: 'title', title: t('lecturers.fields.title'), render: (_, lecturer) => lecturer.title ?? <Typography.Text type="secondary">—</Typography.Text> },
    { key: 'position', title: t('lecturers.fields.position'), sorter: true, render: (_, lecturer) => t(`lecturers.position.${lecturer.position}`) },
    { key: 'status', title: t('record.status'), render: (_, lecturer) => <StatusTag of="lecturers" status={lecturer.status} /> },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      fixed: 'right',
      render: (_, lecturer) => <RowActions record={lecturer} person={person} />,
    },
  ];

  const exportSelected = () =>
    downloadCsv(
      'lecturers.csv',
      [t('lecturers.fields.employeeId'), t('record.lastName'), t('record.firstName'), t('record.email'), t('lecturers.fields.department'), t('lecturers.fields.title'), t('lecturers.fields.position'), t('record.status')],
      selection.rows.map((lecturer) => [
        lecturer.employeeId,
        lecturer.lastName,
        lecturer.firstName,
        lecturer.email,
        localized(lecturer.departmentName),
        lecturer.title,
        t(`lecturers.position.${lecturer.position}`),
        t(`lecturers.status.${lecturer.status}`),
      ]),
    );

  return (
    <>
      <DataTable<Lecturer>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('lecturers.title')}
        errorTitle={t('lecturers.loadFailed')}
        searchPlaceholder={t('lecturers.search')}
        settingsKey={settingsKey}
        rowSelection={selection.rowSelection}
        filters={[
          {
            key: 'departmentId',
            label: t('lecturers.fields.department'),
            options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })),
            width: 240,
          },
          { key: 'position', label: t('lecturers.fields.position'), options: POSITIONS.map((value) => ({ value, label: t(`lecturers.position.${value}`) })), width: 200 },
          { key: 'status', label: t('record.status'), options: LECTURER_STATUSES.map((value) => ({ value, label: t(`lecturers.status.${value}`) })), width: 170 },
        ]}
        actions={<SelectionBar count={selection.rows.length} onExport={exportSelected} onClear={selection.clear} />}
        emptyText={t('lecturers.empty')}
      />
      <LecturerDetails lecturer={person.viewing} onClose={person.closeView} onEdit={person.edit} />
      {person.mayEdit ? <LecturerForm lecturer={person.editing} onClose={person.closeEdit} /> : null}
    </>
  );
}
