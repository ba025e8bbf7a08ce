// /admin/students: every student, read-only, with search, program / year / status filters and pages.
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { UserOutlined } from '@ant-design/icons';
import { ENROLLMENT_STATUSES, type EnrollmentStatus, type Student } from '@campus/contracts';
import { DataTable, type DataTableProps, PageHeader, useDateFormat, useLocalized, useOrgOptions, usePagedList } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { fetchStudents, studentKeys } from '../api/students.js';

const STATUS_COLORS: Record<EnrollmentStatus, string> = { active: 'success', inactive: 'default', graduated: 'purple', dropped: 'error' };

export default function StudentsScreen() {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const { formatDate } = useDateFormat();
  const programs = useOrgOptions('programs');
  const list = usePagedList<Student>({ queryKey: studentKeys.list(), fetchPage: fetchStudents, defaultSort: { field: 'lastName', order: 'asc' } });

  const columns: DataTableProps<Student>['columns'] = [
    { key: 'studentId', title: t('students.fields.studentId'), sorter: true, render: (_, student) => <Typography.Text code>{student.studentId}</Typography.Text> },
    {
      key: 'lastName',
      title: t('fields.name'),
      sorter: true,
      hideable: false,
      render: (_, student) => (
        <Typography.Text strong>
          {student.lastName} {student.firstName}
        </Typography.Text>
      ),
    },
    { key: 'email', title: t('fields.email'), sorter: true, render: (_, student) => student.email },
    {
      key: 'program',
      title: t('students.fields.program'),
      render: (_, student) =>
        student.programName ? (
          <Flex vertical>
            <span>{localized(student.programName)}</span>
            {student.groupName ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('students.group', { name: student.groupName })}
              </Typography.Text>
            ) : null}
          </Flex>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { key: 'yearOfStudy', title: t('students.fields.year'), sorter: true, align: 'right', render: (_, student) => student.yearOfStudy },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, student) => (
        <Tag bordered={false} color={STATUS_COLORS[student.status]}>
          {t(`enrollmentStatus.${student.status}`)}
        </Tag>
      ),
    },
    { key: 'enrollmentDate', title: t('students.fields.joined'), sorter: true, render: (_, student) => formatDate(student.enrollmentDate) },
  ];

  return (
    <>
      <PageHeader icon={<UserOutlined />} title={t('students.title')} subtitle={t('students.subtitle')} />
      <DataTable<Student>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('students.title')}
        errorTitle={t('students.loadFailed')}
        searchPlaceholder={t('students.search')}
        settingsKey="admin-students"
        filters={[
          {
            key: 'programId',
            label: t('students.fields.program'),
            options: (programs.data ?? []).map((program) => ({ value: program.id, label: `${program.code} · ${localized(program.name)}` })),
            width: 240,
          },
          { key: 'yearOfStudy', label: t('students.fields.year'), options: [1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: t('students.yearN', { n }) })), width: 130 },
          { key: 'status', label: t('fields.status'), options: ENROLLMENT_STATUSES.map((value) => ({ value, label: t(`enrollmentStatus.${value}`) })), width: 150 },
        ]}
        emptyText={t('students.empty')}
      />
    </>
  );
}
