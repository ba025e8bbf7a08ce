// The Teaching load tab: each lecturer of the period within the caller's reach, with allocated hours against their
// maximum load, weekly class hours, sections and students; filtered by period and unit. It opens on the progress tab's
// term when the address names one, else on the caller's area's default term, else the active one.
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorPanel, LoadBar, defaultPeriod, periodOptions, useLocalized, tableEmpty } from '@campus/shared-ui';
import type { AcademicPeriod } from '@campus/contracts/organizational';
import type { LecturerTeaching } from '@campus/contracts/grading';
import { teachingLoadQuery } from '../api/board.js';
import { useBoardTranslation } from '../i18n/index.js';
import { useFigures } from './figures.js';
import { useBoardReach, useUnitFilters } from './progress-board.js';

export function TeachingLoadBoard({ periods, areaTermId }: { periods: AcademicPeriod[]; areaTermId?: string }) {
  const { t } = useBoardTranslation();
  const localized = useLocalized();
  const figures = useFigures();
  const reach = useBoardReach();
  const [url] = useSearchParams();
  const [chosen, setChosen] = useState<{ periodId?: string; facultyId?: string; departmentId?: string }>(() => ({
    periodId: periods.find((period) => period.id === url.get('p_periodId'))?.id ?? defaultPeriod(periods, areaTermId)?.id,
  }));
  const units = useUnitFilters(reach, chosen);
  const load = useQuery(teachingLoadQuery({ periodId: chosen.periodId, facultyId: chosen.facultyId, departmentId: chosen.departmentId }));
  const choose = (key: keyof typeof chosen) => (value: string | undefined) => setChosen((current) => ({ ...current, [key]: value, ...(key === 'facultyId' ? { departmentId: undefined } : {}) }));

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Select aria-label={t('period')} placeholder={t('period')} style={{ width: 220 }} value={chosen.periodId} options={periodOptions(periods, (name) => t('activePeriod', { name }))} onChange={choose('periodId')} />
        {reach === 'university' ? <Select aria-label={t('faculty')} placeholder={t('faculty')} allowClear style={{ width: 220 }} value={chosen.facultyId} options={units.faculties} onChange={choose('facultyId')} /> : null}
        {reach === 'department' ? null : <Select aria-label={t('department')} placeholder={t('department')} allowClear style={{ width: 220 }} value={chosen.departmentId} options={units.departments} onChange={choose('departmentId')} />}
      </Flex>
      {load.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : load.isError ? (
        <ErrorPanel title={t('loadLoadFailed')} message={load.error.message} onRetry={() => void load.refetch()} retrying={load.isRefetching} />
      ) : (
        <Table<LecturerTeaching>
          aria-label={t('loadTable')}
          rowKey="lecturerId"
          dataSource={load.data.data}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          locale={tableEmpty(t('loadEmpty'))}
          columns={[
            {
              key: 'lecturer',
              title: t('loadColumns.lecturer'),
              render: (_, row) => (
                <Flex vertical>
                  <Typography.Text strong>{row.lecturerName}</Typography.Text>
                  <Typography.Text type="secondary">{localized(row.departmentName)}</Typography.Text>
                </Flex>
              ),
            },
            { key: 'allocated', title: t('loadColumns.allocated'), render: (_, row) => <LoadBar current={row.allocatedHours} max={row.maxLoad} /> },
            { key: 'weekly', title: t('loadColumns.weekly'), align: 'right', render: (_, row) => t('hours', { hours: figures.number(row.weeklyClassHours) }) },
            { key: 'sections', title: t('loadColumns.sections'), align: 'right', dataIndex: 'sections' },
            { key: 'students', title: t('loadColumns.students'), align: 'right', dataIndex: 'students' },
          ]}
        />
      )}
    </Flex>
  );
}
