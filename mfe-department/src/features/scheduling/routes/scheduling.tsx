// /department/scheduling: the department's course sections — who teaches each, how full it is, and a way to
// the week grid to give it class times.
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { CalendarOutlined, PlusOutlined, ScheduleOutlined } from '@ant-design/icons';
import { DataTable, type DataTableProps, PageHeader, useFeedback, useOrgOptions, usePagedList, useSectionColumns } from '@campus/shared-ui';
import type { Section } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';
import { fetchSections, sectionKeys, useUpdateSection } from '../api/sections.js';
import { SectionForm } from '../components/section-form.js';

export default function SchedulingScreen() {
  const { t } = useTranslation('department');
  const feedback = useFeedback();
  const scope = useDepartmentScope();
  const lecturers = useOrgOptions('lecturers', { departmentId: scope.departmentId }, { enabled: Boolean(scope.departmentId) });
  const update = useUpdateSection();
  const [creating, setCreating] = useState(false);
  const list = usePagedList<Section>({
    queryKey: sectionKeys.list(scope.departmentId),
    fetchPage: (params, signal) => fetchSections(scope.departmentId, params, signal),
    defaultSort: { field: 'courseCode', order: 'asc' },
    enabled: Boolean(scope.departmentId),
  });
  const lecturerOptions = (lecturers.data ?? []).map((lecturer) => ({ value: lecturer.id, label: `${lecturer.lastName} ${lecturer.firstName}` }));

  const assign = async (section: Section, lecturerId: string | null) => {
    try {
      await update.mutateAsync({ id: section.id, body: { lecturerId } });
      feedback.success(t('scheduling.assigned'));
    } catch (error) {
      feedback.failure(error);
    }
  };

  const columns: DataTableProps<Section>['columns'] = useSectionColumns({
    key: 'lecturer',
    title: t('scheduling.lecturer'),
    render: (_, section) => (
      <Select
        size="small"
        allowClear
        aria-label={t('scheduling.lecturerOf', { course: section.courseCode, section: section.sectionNumber })}
        placeholder={t('weekly.tba')}
        value={section.lecturerId ?? undefined}
        onChange={(value: string | undefined) => void assign(section, value ?? null)}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 220 }}
        options={lecturerOptions}
      />
    ),
  });

  return (
    <>
      <PageHeader
        icon={<ScheduleOutlined />}
        title={t('scheduling.title')}
        subtitle={t('scheduling.subtitle')}
        extra={
          <>
            <DepartmentPicker scope={scope} />
            <Link to="/department/weekly-classes">
              <Button icon={<CalendarOutlined />}>{t('sidebar.weeklyClasses')}</Button>
            </Link>
          </>
        }
      />
      <DataTable<Section>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('scheduling.title')}
        errorTitle={t('scheduling.loadFailed')}
        searchPlaceholder={t('scheduling.search')}
        filters={[{ key: 'lecturerId', label: t('scheduling.lecturer'), width: 220, options: lecturerOptions }]}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={!scope.departmentId}>
            {t('scheduling.newSection')}
          </Button>
        }
        emptyText={t('scheduling.empty')}
      />
      <SectionForm open={creating} departmentId={scope.departmentId} onClose={() => setCreating(false)} />
    </>
  );
}
