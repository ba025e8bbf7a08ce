// /department/lecturers: the department's lecturers with their load against their maximum.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { EditOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { DataTable, LoadBar, PageHeader, usePagedList, type DataTableProps } from '@campus/shared-ui';
import { EMPLOYMENT_TYPES, LECTURER_STATUSES, POSITIONS, type Lecturer } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';
import { fetchLecturers, lecturerKeys } from '../api/lecturers.js';
import { LecturerForm } from '../components/lecturer-form.js';

const STATUS_COLOUR: Record<string, string> = { active: 'success', inactive: 'default', sabbatical: 'warning' };

export default function LecturersScreen() {
  const { t } = useTranslation('department');
  const scope = useDepartmentScope();
  const [editing, setEditing] = useState<{ lecturer?: Lecturer } | null>(null);
  const list = usePagedList<Lecturer>({
    queryKey: lecturerKeys.list(scope.departmentId),
    fetchPage: (params, signal) => fetchLecturers(scope.departmentId, params, signal),
    defaultSort: { field: 'lastName', order: 'asc' },
    enabled: Boolean(scope.departmentId),
  });
  const addButton = (
    <Button type="primary" icon={<UserAddOutlined />} onClick={() => setEditing({})}>
      {t('lecturers.create')}
    </Button>
  );
  const columns: DataTableProps<Lecturer>['columns'] = [
    {
      key: 'lastName',
      title: t('lecturers.fields.name'),
      sorter: true,
      hideable: false,
      render: (_, lecturer) => (
        <Flex vertical>
          <Typography.Text strong>
            {lecturer.title ? `${lecturer.title} ` : ''}
            {lecturer.lastName} {lecturer.firstName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {lecturer.email}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'employeeId', title: t('lecturers.fields.employeeId'), sorter: true, render: (_, lecturer) => lecturer.employeeId },
    { key: 'position', title: t('lecturers.fields.position'), sorter: true, render: (_, lecturer) => t(`position.${lecturer.position.replace(/ /g, '')}`) },
    { key: 'employmentType', title: t('lecturers.fields.employmentType'), render: (_, lecturer) => t(`employment.${lecturer.employmentType}`) },
    {
      key: 'maxLoad',
      title: t('lecturers.fields.load'),
      sorter: true,
      render: (_, lecturer) => <LoadBar current={lecturer.currentLoad} max={lecturer.maxLoad} />,
    },
    { key: 'status', title: t('lecturers.fields.status'), render: (_, lecturer) => <Tag color={STATUS_COLOUR[lecturer.status]}>{t(`lecturerStatus.${lecturer.status}`)}</Tag> },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      render: (_, lecturer) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ lecturer })}>
          {t('actions.edit')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader icon={<TeamOutlined />} title={t('lecturers.title')} subtitle={t('lecturers.subtitle')} extra={<DepartmentPicker scope={scope} />} />
      <DataTable<Lecturer>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('lecturers.title')}
        errorTitle={t('lecturers.loadFailed')}
        searchPlaceholder={t('lecturers.search')}
        settingsKey="department-lecturers"
        filters={[
          { key: 'position', label: t('lecturers.fields.position'), width: 200, options: POSITIONS.map((position) => ({ value: position, label: t(`position.${position.replace(/ /g, '')}`) })) },
          { key: 'employmentType', label: t('lecturers.fields.employmentType'), options: EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employment.${type}`) })) },
          { key: 'status', label: t('lecturers.fields.status'), width: 150, options: LECTURER_STATUSES.map((status) => ({ value: status, label: t(`lecturerStatus.${status}`) })) },
        ]}
        actions={addButton}
        emptyText={t('lecturers.empty')}
        emptyAction={addButton}
      />
      <LecturerForm open={editing !== null} lecturer={editing?.lecturer} departmentId={scope.departmentId} onClose={() => setEditing(null)} />
    </>
  );
}
