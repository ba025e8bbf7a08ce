// /deans-office/enrollment: sections with their capacity; enrol groups and students into them.
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { UsergroupAddOutlined } from '@ant-design/icons';
import { DataTable, type DataTableProps, PageHeader, useLocalized, useOrgOptions, usePagedList, useSectionColumns } from '@campus/shared-ui';
import type { Section } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';
import { enrollmentKeys, fetchSections } from '../api/enrollment.js';
import { EnrollDrawer } from '../components/enroll-drawer.js';

export default function EnrollmentScreen() {
  const { t } = useTranslation('deans-office');
  const localized = useLocalized();
  const scope = useFacultyScope();
  const departments = useOrgOptions('departments', { facultyId: scope.facultyId }, { enabled: Boolean(scope.facultyId) });
  const [open, setOpen] = useState<Section | null>(null);
  const list = usePagedList<Section>({
    queryKey: enrollmentKeys.sections(scope.facultyId),
    fetchPage: fetchSections,
    defaultSort: { field: 'courseCode', order: 'asc' },
    enabled: Boolean(scope.facultyId),
  });

  const columns: DataTableProps<Section>['columns'] = [
    ...useSectionColumns({
      key: 'lecturer',
      title: t('enrollment.lecturer'),
      render: (_, section) => section.lecturerName ?? <Typography.Text type="secondary">{t('enrollment.tba')}</Typography.Text>,
    }),
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
