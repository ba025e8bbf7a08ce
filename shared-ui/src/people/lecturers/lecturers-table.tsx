// Lecturers: server-side search (name, email, employee ID), filters by department (unless the scope is one),
// position, employment and status, sort, pages, column chooser and density, the teaching load against its maximum,
// row selection with export, and per row View and Edit (the dean's office and chairs, within their unit).
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { EMPLOYMENT_TYPES, LECTURER_STATUSES, POSITIONS, type Lecturer } from '@campus/contracts';
import type { ReactNode } from 'react';
import { LoadBar } from '../../academic/allocation/load-bar.js';
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

/** A long name (a department's, in Armenian) on two lines rather than one that widens the whole table. */
const Wrapped = ({ children }: { children: ReactNode }) => <span style={{ display: 'inline-block', minWidth: 140, maxWidth: 220 }}>{children}</span>;

export interface LecturersTableProps {
  scope: PeopleScope;
  /** Where the browser keeps this table's hidden columns and density. */
  settingsKey: string;
  /** Beside the selection's actions, e.g. "Add lecturer". */
  actions?: ReactNode;
}

export function LecturersTable({ scope, settingsKey, actions }: LecturersTableProps) {
  const { t } = usePeopleTranslation();
  const localized = useLocalized();
  const person = usePersonActions<Lecturer>(LECTURER_EDITORS);
  // One department's list names no department: neither a column nor a filter.
  const oneDepartment = 'departmentId' in scope;
  const departments = useOrgOptions('departments', { facultyId: fixedFaculty(scope) }, { enabled: scopeReady(scope) && !oneDepartment });
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
    ...(oneDepartment ? [] : [{ key: 'department', title: t('lecturers.fields.department'), render: (_: unknown, lecturer: Lecturer) => <Wrapped>{localized(lecturer.departmentName)}</Wrapped> }]),
    { key: 'title', title: t('lecturers.fields.title'), render: (_, lecturer) => lecturer.title ?? <Typography.Text type="secondary">—</Typography.Text> },
    { key: 'position', title: t('lecturers.fields.position'), sorter: true, render: (_, lecturer) => t(`lecturers.position.${lecturer.position}`) },
    { key: 'employmentType', title: t('lecturers.fields.employmentType'), render: (_, lecturer) => t(`lecturers.employment.${lecturer.employmentType}`) },
    { key: 'maxLoad', title: t('lecturers.fields.load'), sorter: true, render: (_, lecturer) => <LoadBar current={lecturer.currentLoad} max={lecturer.maxLoad} /> },
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
          ...(oneDepartment
            ? []
            : [
                {
                  key: 'departmentId',
                  label: t('lecturers.fields.department'),
                  options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })),
                  width: 240,
                },
              ]),
          { key: 'position', label: t('lecturers.fields.position'), options: POSITIONS.map((value) => ({ value, label: t(`lecturers.position.${value}`) })), width: 200 },
          { key: 'employmentType', label: t('lecturers.fields.employmentType'), options: EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`lecturers.employment.${value}`) })), width: 160 },
          { key: 'status', label: t('record.status'), options: LECTURER_STATUSES.map((value) => ({ value, label: t(`lecturers.status.${value}`) })), width: 170 },
        ]}
        actions={
          <Flex gap="small" wrap align="center">
            <SelectionBar count={selection.rows.length} onExport={exportSelected} onClear={selection.clear} />
            {actions}
          </Flex>
        }
        emptyText={t('lecturers.empty')}
      />
      <LecturerDetails lecturer={person.viewing} onClose={person.closeView} onEdit={person.edit} />
      {person.mayEdit ? <LecturerForm lecturer={person.editing} onClose={person.closeEdit} /> : null}
    </>
  );
}
