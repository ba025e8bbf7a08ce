// Loads per lecturer against their maximum, and the allocations behind them, for a faculty or a department.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/api-error.js';
import { CardGrid } from '../../components/card-grid.js';
import { DataTable, type DataTableProps } from '../../components/data-table.js';
import { ErrorPanel } from '../../components/error-panel.js';
import { useConfirmAction } from '../../components/confirm-action.js';
import { useFeedback } from '../../components/toast.js';
import { useLocalized } from '../../i18n/localized.js';
import { usePagedList } from '../../query/paged-list.js';
import { useAcademicTranslation } from '../i18n/index.js';
import { useTranslation } from 'react-i18next';
import type { Allocation, LecturerLoad } from '@campus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { allocationKeys, fetchAllocations, loadsQuery, useDeleteAllocation, type AllocationScope } from './allocation-api.js';
import { AllocationForm } from './allocation-form.js';
import { LoadBar } from './load-bar.js';

export function AllocationBoard({ scope, readOnly = false }: { scope: AllocationScope; readOnly?: boolean }) {
  const { t } = useAcademicTranslation();
  const { t: tc } = useTranslation('common');
  const localized = useLocalized();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const loads = useQuery(loadsQuery(scope));
  const remove = useDeleteAllocation();
  const [creating, setCreating] = useState(false);
  const list = usePagedList<Allocation>({
    queryKey: allocationKeys.list(scope),
    fetchPage: (params, signal) => fetchAllocations(scope, params, signal),
    defaultSort: { field: 'lecturerName', order: 'asc' },
    urlState: 'a.',
    enabled: Boolean(scope.facultyId ?? scope.departmentId),
  });

  const rows = loads.data ?? [];
  const allocated = rows.reduce((sum, row) => sum + row.currentLoad, 0);
  const capacity = rows.reduce((sum, row) => sum + row.maxLoad, 0);
  const overloaded = rows.filter((row) => row.currentLoad > row.maxLoad).length;
  const idle = rows.filter((row) => row.currentLoad === 0).length;

  const confirmDelete = (allocation: Allocation) =>
    confirm({
      title: t('allocation.deleteConfirm', { lecturer: allocation.lecturerName, course: allocation.courseCode }),
      okText: t('actions.remove'),
      cancelText: t('actions.cancel'),
      action: () => remove.mutateAsync(allocation.id),
      done: t('allocation.deleted'),
    });

  const columns: DataTableProps<Allocation>['columns'] = [
    { key: 'lecturerName', title: t('allocation.lecturer'), sorter: true, hideable: false, render: (_, row) => <Typography.Text strong>{row.lecturerName}</Typography.Text> },
    {
      key: 'courseCode',
      title: t('allocation.course'),
      sorter: true,
      render: (_, row) => (
        <span>
          <Typography.Text code>{row.courseCode}</Typography.Text> {localized(row.courseName)}
        </span>
      ),
    },
    { key: 'section', title: t('allocation.section'), render: (_, row) => row.sectionNumber ?? <Typography.Text type="secondary">{t('allocation.wholeCourse')}</Typography.Text> },
    { key: 'period', title: t('allocation.period'), render: (_, row) => row.periodName },
    { key: 'role', title: t('allocation.role'), render: (_, row) => <Tag color={row.role === 'leader' ? 'gold' : undefined}>{t(`allocation.roles.${row.role}`)}</Tag> },
    { key: 'hours', title: t('allocation.hours'), sorter: true, align: 'right', render: (_, row) => row.hours },
    ...(readOnly
      ? []
      : [
          {
            key: 'actions',
            title: t('actions.title'),
            hideable: false,
            render: (_: unknown, row: Allocation) => (
              <Button size="small" danger type="text" icon={<DeleteOutlined />} aria-label={t('actions.remove')} onClick={() => confirmDelete(row)} />
            ),
          },
        ]),
  ];

  return (
    <Flex vertical gap="large">
      <CardGrid minColumnWidth={160} gap={16}>
        <Card size="small">
          <Statistic loading={loads.isPending} title={t('allocation.totals.lecturers')} value={rows.length} />
        </Card>
        <Card size="small">
          <Statistic loading={loads.isPending} title={t('allocation.totals.allocated')} value={allocated} suffix={`/ ${capacity}`} />
        </Card>
        <Card size="small">
          <Statistic loading={loads.isPending} title={t('allocation.totals.overloaded')} value={overloaded} styles={{ content: overloaded ? { color: '#cf1322' } : undefined }} />
        </Card>
        <Card size="small">
          <Statistic loading={loads.isPending} title={t('allocation.totals.idle')} value={idle} />
        </Card>
      </CardGrid>
      <Card title={t('allocation.loadsTitle')}>
        {loads.isError ? (
          <ErrorPanel title={t('allocation.loadFailed')} message={errorMessage(loads.error, tc)} onRetry={() => void loads.refetch()} />
        ) : (
          <Table<LecturerLoad>
            size="small"
            rowKey="lecturerId"
            loading={loads.isPending && Boolean(scope.facultyId ?? scope.departmentId)}
            dataSource={rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'name', title: t('allocation.lecturer'), dataIndex: 'lecturerName', sorter: (a, b) => a.lecturerName.localeCompare(b.lecturerName) },
              {
                key: 'load',
                title: t('allocation.load'),
                sorter: (a, b) => a.percent - b.percent,
                defaultSortOrder: 'descend',
                render: (_, row) => <LoadBar current={row.currentLoad} max={row.maxLoad} />,
              },
              { key: 'count', title: t('allocation.assignments'), align: 'right', dataIndex: 'allocationCount' },
              {
                key: 'free',
                title: t('allocation.free'),
                align: 'right',
                render: (_, row) =>
                  row.currentLoad > row.maxLoad ? <Tag color="error">{t('allocation.over', { hours: row.currentLoad - row.maxLoad })}</Tag> : row.maxLoad - row.currentLoad,
              },
            ]}
          />
        )}
      </Card>
      <Card title={t('allocation.listTitle')}>
        <DataTable<Allocation>
          list={list}
          columns={columns}
          rowKey="id"
          label={t('allocation.listTitle')}
          errorTitle={t('allocation.listFailed')}
          searchPlaceholder={t('allocation.search')}
          actions={
            readOnly ? undefined : (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                {t('allocation.create')}
              </Button>
            )
          }
          emptyText={t('allocation.empty')}
        />
      </Card>
      {readOnly ? null : <AllocationForm open={creating} scope={scope} loads={rows} onClose={() => setCreating(false)} />}
    </Flex>
  );
}
