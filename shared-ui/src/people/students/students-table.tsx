// Students: server-side search (name, email, student ID), filters by program, year 1–10 and status, sort, pages,
// column chooser and density, row selection with export, and per row View, Edit (the dean's office) and Delete,
// which the spec leaves for later and only says so. The dean's office, the general directory and the admin area
// show this one table with their own scope.
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { BOUNDS, ENROLLMENT_STATUSES, type Student } from '@campus/contracts';
import type { ReactNode } from 'react';
import { useOrgOptions } from '../../academic/org-api.js';
import { DataTable, type DataTableProps } from '../../components/data-table.js';
import { useToast } from '../../components/toast.js';
import { useDateFormat } from '../../i18n/format.js';
import { useLocalized } from '../../i18n/localized.js';
import { usePagedList } from '../../query/paged-list.js';
import { usePeopleTranslation } from '../i18n/index.js';
import { usePersonActions } from '../person-actions.js';
import { listName, PersonCell } from '../person-cell.js';
import { RowActions } from '../row-actions.js';
import { downloadCsv, SelectionBar, useRowSelection } from '../selection.js';
import { StudentDetails } from './student-details.js';
import { StudentForm } from './student-form.js';
import { StatusTag } from '../status-tag.js';
import { fixedFaculty, scopeReady, type PeopleScope } from '../scope.js';
import { fetchStudents, STUDENT_EDITORS, studentKeys } from './students-api.js';

const YEARS = Array.from({ length: BOUNDS.yearOfStudy.max - BOUNDS.yearOfStudy.min + 1 }, (_, index) => BOUNDS.yearOfStudy.min + index);

export interface StudentsTableProps {
  scope: PeopleScope;
  /** Where the browser keeps this table's hidden columns and density. */
  settingsKey: string;
  /** On the right of the toolbar, e.g. the dean's office's "Add student". */
  actions?: ReactNode;
}

export function StudentsTable({ scope, settingsKey, actions }: StudentsTableProps) {
  const { t } = usePeopleTranslation();
  const localized = useLocalized();
  const { formatDate } = useDateFormat();
  const toast = useToast();
  const person = usePersonActions<Student>(STUDENT_EDITORS);
  const programs = useOrgOptions('programs', { facultyId: fixedFaculty(scope) }, { enabled: scopeReady(scope) });
  const selection = useRowSelection<Student>();
  const list = usePagedList<Student>({
    queryKey: studentKeys.list(scope),
    fetchPage: (params, signal) => fetchStudents(scope, params, signal),
    defaultSort: { field: 'lastName', order: 'asc' },
    enabled: scopeReady(scope),
  });

  const columns: DataTableProps<Student>['columns'] = [
    { key: 'studentId', title: t('students.fields.studentId'), sorter: true, render: (_, student) => <Typography.Text code>{student.studentId}</Typography.Text> },
    {
      key: 'lastName',
      title: t('record.name'),
      sorter: true,
      hideable: false,
      render: (_, student) => <PersonCell name={listName(student)} email={student.email} />,
    },
    {
      key: 'program',
      title: t('students.fields.program'),
      render: (_, student) =>
        student.programName ? (
          <Typography.Text title={localized(student.programName)}>{student.programCode}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { key: 'group', title: t('students.fields.group'), render: (_, student) => student.groupName ?? <Typography.Text type="secondary">—</Typography.Text> },
    { key: 'yearOfStudy', title: t('students.fields.year'), sorter: true, align: 'right', render: (_, student) => student.yearOfStudy },
    { key: 'status', title: t('record.status'), render: (_, student) => <StatusTag of="students" status={student.status} /> },
    { key: 'enrollmentDate', title: t('students.fields.joined'), sorter: true, render: (_, student) => formatDate(student.enrollmentDate) },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      fixed: 'right',
      render: (_, student) => (
<RowActions record={student} person={person} onDelete={person.mayEdit ? () => toast.info(t('students.deleteComingSoon')) : undefined} />
      ),
    },
  ];

  const exportSelected = () =>
    downloadCsv(
      'students.csv',
      [t('students.fields.studentId'), t('record.lastName'), t('record.firstName'), t('record.email'), t('students.fields.program'), t('students.fields.group'), t('students.fields.year'), t('record.status')],
      selection.rows.map((student) => [student.studentId, student.lastName, student.firstName, student.email, student.programCode, student.groupName, student.yearOfStudy, t(`students.status.${student.status}`)]),
    );

  return (
    <>
      <DataTable<Student>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('students.title')}
        errorTitle={t('students.loadFailed')}
        searchPlaceholder={t('students.search')}
        settingsKey={settingsKey}
        rowSelection={selection.rowSelection}
        filters={[
          {
            key: 'programId',
            label: t('students.fields.program'),
            options: (programs.data ?? []).map((program) => ({ value: program.id, label: `${program.code} · ${localized(program.name)}` })),
            width: 240,
          },
          { key: 'yearOfStudy', label: t('students.fields.yearOfStudy'), options: YEARS.map((n) => ({ value: String(n), label: t('students.yearN', { n }) })), width: 150 },
          { key: 'status', label: t('record.status'), options: ENROLLMENT_STATUSES.map((value) => ({ value, label: t(`students.status.${value}`) })), width: 150 },
        ]}
        actions={
          <Flex gap="small" wrap align="center">
            <SelectionBar count={selection.rows.length} onExport={exportSelected} onClear={selection.clear} />
            {actions}
          </Flex>
        }
        emptyText={t('students.empty')}
      />
      <StudentDetails student={person.viewing} onClose={person.closeView} onEdit={person.edit} />
      {person.mayEdit ? <StudentForm student={person.editing} onClose={person.closeEdit} /> : null}
    </>
  );
}
