// /deans-office/enrollment: sections with their capacity; enrol groups and students into them.
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { UsergroupAddOutlined } from '@ant-design/icons';
import { DataTable, PageHeader, usePagedList, type DataTableProps, useLocalized } from '@campus/shared-ui';
import type { Section } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartmentOptions } from '../../../lib/org-api.js';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';
import { enrollmentKeys, fetchSections } from '../api/enrollment.js';
import { Capacity } from '../components/capacity.js';
import { EnrollDrawer } from '../components/enroll-drawer.js';

export default function EnrollmentScreen() {
  const { t } = useTranslation('deans-office');
  const localized = useLocalized();
  const scope = useFacultyScope();
  const departments = useDepartmentOptions(scope.facultyId);
  const [open, setOpen] = useState<Section | null>(null);
  const list = usePagedList<Section>({
    queryKey: enrollmentKeys.sections(scope.facultyId),
    fetchPage: fetchSections,
    defaultSort: { field: 'courseCode', order: 'asc' },
    enabled: Boolean(scope.facultyId),
  });

  const columns: DataTableProps<Section>['columns'] = [
    {
      key: 'courseCode',
      title: t('enrollment.course'),
      sorter: true,
      hideable: false,
      render: (_, section) => (
        <span>
          <Typography.Text code>{section.courseCode}</Typography.Text> {localized(section.courseName)}
        </span>
      ),
    },
    { key: 'sectionNumber', title: t('enrollment.section'), sorter: true, render: (_, section) => section.sectionNumber },
    { key: 'period', title: t('enrollment.period'), render: (_, section) => section.periodName },
    {
      key: 'lecturer',
      title: t('enrollment.lecturer'),
      render: (_, section) => section.lecturerName ?? <Typography.Text type="secondary">{t('enrollment.tba')}</Typography.Text>,
    },
    { key: 'mode', title: t('enrollment.mode'), render: (_, section) => (section.isVirtual ? <Tag color="blue">{t('enrollment.virtual')}</Tag> : <Tag>{t('enrollment.onCampus')}</Tag>) },
    { key: 'capacity', title: t('enrollment.capacity'), sorter: true, render: (_, section) => <Capacity count={section.enrollmentCount} max={section.capacity} /> },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      render: (_, section) => (
        <Button size="small" type="primary" ghost icon={<UsergroupAddOutlined />} onClick={() => setOpen(section)}>
          {t('enrollment.manage')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader icon={<UsergroupAddOutlined />} title={t('enrollment.title')} subtitle={t('enrollment.subtitle')} extra={<FacultyPicker scope={scope} />} />
      <DataTable<Section>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('enrollment.title')}
        errorTitle={t('enrollment.loadFailed')}
        searchPlaceholder={t('enrollment.search')}
        filters={[
          {
            key: 'departmentId',
            label: t('groups.fields.department'),
            width: 220,
            options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })),
          },
        ]}
        emptyText={t('enrollment.empty')}
      />
      <EnrollDrawer section={open} facultyId={scope.facultyId} onClose={() => setOpen(null)} />
    </>
  );
}
