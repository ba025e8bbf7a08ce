// The lecturers of one department, shown under its row in the departments list, each with "Move to department".
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { SwapOutlined } from '@ant-design/icons';
import type { Department, Lecturer } from '@campus/contracts';
import { ErrorPanel, LoadBar, errorMessage, useLocalized, tableEmpty } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { departmentLecturersQuery } from '../api/department-lecturers.js';

/** 'Dr. Petrosyan Ani': the title, then family and given name, as lists of people are sorted. */
export function lecturerName(lecturer: Lecturer): string {
  return `${lecturer.title ? `${lecturer.title} ` : ''}${lecturer.lastName} ${lecturer.firstName}`;
}

export interface DepartmentLecturersProps {
  department: Department;
  onMove: (lecturer: Lecturer) => void;
}

export function DepartmentLecturers({ department, onMove }: DepartmentLecturersProps) {
  const { t } = useTranslation('deans-office');
  const { t: tc } = useTranslation('common');
  const localized = useLocalized();
  const lecturers = useQuery(departmentLecturersQuery(department.id));
  const label = t('departments.lecturersOf', { department: localized(department.name) });

  if (lecturers.isError) {
    return (
      <ErrorPanel title={t('departments.lecturersFailed')} message={errorMessage(lecturers.error, tc)} onRetry={() => void lecturers.refetch()} retrying={lecturers.isFetching} />
    );
  }
  return (
    <Table<Lecturer>
      aria-label={label}
      size="small"
      rowKey="id"
      loading={lecturers.isPending}
      dataSource={lecturers.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={tableEmpty(t('departments.noLecturers'))}
      columns={[
        { key: 'name', title: t('departments.fields.lecturer'), render: (_, lecturer) => <Typography.Text strong>{lecturerName(lecturer)}</Typography.Text> },
        { key: 'email', title: t('departments.fields.email'), render: (_, lecturer) => <Typography.Link href={`mailto:${lecturer.email}`}>{lecturer.email}</Typography.Link> },
        { key: 'load', title: t('departments.fields.load'), render: (_, lecturer) => <LoadBar current={lecturer.currentLoad} max={lecturer.maxLoad} /> },
        {
          key: 'actions',
          title: t('actions.title'),
          render: (_, lecturer) => (
            <Button
              size="small"
              icon={<SwapOutlined />}
              aria-label={t('departments.move.actionFor', { name: lecturerName(lecturer) })}
              onClick={() => onMove(lecturer)}
            >
              {t('departments.move.action')}
            </Button>
          ),
        },
      ]}
    />
  );
}
