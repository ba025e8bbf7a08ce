// /admin/instructors: every lecturer with department, position and teaching load; filters by faculty,
// department, position and state.
import Avatar from 'antd/es/avatar';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { IdcardOutlined } from '@ant-design/icons';
import { POSITIONS, type Instructor } from '@campus/contracts';
import { DataTable, type DataTableProps, initials, PageHeader, useLocalized, useOrgOptions, usePagedList, usePeopleTranslation } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { fetchInstructors, instructorKeys } from '../api/instructors.js';

/** Allocated hours over the maximum, in percent, capped at 100 for the bar. */
function loadPercent(instructor: Instructor): number {
  return instructor.maxLoad > 0 ? Math.round((instructor.currentLoad / instructor.maxLoad) * 100) : 0;
}

export default function InstructorsScreen() {
  const { t } = useTranslation('admin');
  const { t: people } = usePeopleTranslation();
  const localized = useLocalized();
  const faculties = useOrgOptions('faculties');
  const list = usePagedList<Instructor>({ queryKey: instructorKeys.list(), fetchPage: fetchInstructors, defaultSort: { field: 'lastName', order: 'asc' } });
  const departments = useOrgOptions('departments', { facultyId: list.params.filters.facultyId });

  const columns: DataTableProps<Instructor>['columns'] = [
    {
      key: 'lastName',
      title: t('fields.name'),
      sorter: true,
      hideable: false,
      render: (_, instructor) => (
        <Flex gap="small" align="center">
          <Avatar size="small" src={instructor.avatar ?? undefined} style={{ flex: 'none' }}>
            {initials(instructor)}
          </Avatar>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong>
              {[instructor.title, instructor.firstName, instructor.lastName].filter(Boolean).join(' ')}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {instructor.email}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { key: 'employeeId', title: t('instructors.fields.employeeId'), sorter: true, render: (_, instructor) => <Typography.Text code>{instructor.employeeId}</Typography.Text> },
    { key: 'position', title: t('instructors.fields.position'), sorter: true, render: (_, instructor) => people(`lecturers.position.${instructor.position}`) },
    { key: 'department', title: t('fields.department'), render: (_, instructor) => localized(instructor.department) },
    {
      key: 'maxLoad',
      title: t('instructors.fields.load'),
      sorter: true,
      render: (_, instructor) => {
        const percent = loadPercent(instructor);
        return (
          <Tooltip title={t('instructors.loadValue', { current: instructor.currentLoad, max: instructor.maxLoad })}>
            <Flex vertical style={{ minWidth: 140 }}>
              <Typography.Text style={{ fontSize: 12 }}>{t('instructors.loadValue', { current: instructor.currentLoad, max: instructor.maxLoad })}</Typography.Text>
              <Progress
                percent={Math.min(100, percent)}
                size="small"
                showInfo={false}
                status={percent > 100 ? 'exception' : undefined}
                strokeColor={percent >= 90 && percent <= 100 ? '#faad14' : undefined}
                aria-label={t('instructors.fields.load')}
              />
            </Flex>
          </Tooltip>
        );
      },
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, instructor) => (
        <Tag bordered={false} color={instructor.isActive ? 'success' : 'default'}>
          {t(instructor.isActive ? 'instructors.active' : 'instructors.inactive')}
        </Tag>
      ),
    },
  ];

  return (
    <>
      <PageHeader icon={<IdcardOutlined />} title={t('instructors.title')} subtitle={t('instructors.subtitle')} />
      <DataTable<Instructor>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('instructors.title')}
        errorTitle={t('instructors.loadFailed')}
        searchPlaceholder={t('instructors.search')}
        settingsKey="admin-instructors"
        filters={[
          {
            key: 'facultyId',
            label: t('fields.faculty'),
            options: (faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: localized(faculty.name) })),
            width: 220,
          },
          {
            key: 'departmentId',
            label: t('fields.department'),
            options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })),
            width: 220,
          },
          { key: 'position', label: t('instructors.fields.position'), options: POSITIONS.map((value) => ({ value, label: people(`lecturers.position.${value}`) })), width: 200 },
          {
            key: 'isActive',
            label: t('fields.status'),
            options: [
              { value: 'true', label: t('instructors.active') },
              { value: 'false', label: t('instructors.inactive') },
            ],
            width: 150,
          },
        ]}
        emptyText={t('instructors.empty')}
      />
    </>
  );
}
