// The preview table (SPEC §2 "Bulk": row, name, email, program, status, temp password, result) and the progress bar
// with the counts of successes and failures (SPEC §4 "Bulk import row status").
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { CheckCircleOutlined, CloseCircleOutlined, ClockCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { ExportEntity } from '@campus/contracts/organizational';
import { useImportsTranslation } from './i18n/index.js';
import { HAS_ACCOUNTS, resultText, type PreviewRow, type RowStatus } from './import-rows.js';

const STATUS_LOOK: Record<RowStatus, { color: string; icon: React.ReactNode }> = {
  pending: { color: 'default', icon: <ClockCircleOutlined /> },
  creating: { color: 'processing', icon: <SyncOutlined spin /> },
  success: { color: 'success', icon: <CheckCircleOutlined /> },
  error: { color: 'error', icon: <CloseCircleOutlined /> },
};

export function ImportProgressBar({ rows }: { rows: PreviewRow[] }) {
  const { t } = useImportsTranslation();
  const succeeded = rows.filter((row) => row.status === 'success').length;
  const failed = rows.filter((row) => row.status === 'error').length;
  const done = succeeded + failed;
  const percent = rows.length ? Math.floor((done / rows.length) * 100) : 0;
  return (
    <Flex vertical gap={4}>
      <Progress
        aria-label={t('progress.label')}
        percent={percent}
        success={{ percent: rows.length ? (succeeded / rows.length) * 100 : 0 }}
        status={failed ? 'exception' : done === rows.length && done > 0 ? 'success' : 'normal'}
        format={() => t('progress.percent', { n: percent })}
      />
      <Flex gap="small" wrap align="center">
        <Typography.Text type="secondary">{t('progress.processed', { done, total: rows.length })}</Typography.Text>
        <Tag color="success">{t('progress.succeeded', { n: succeeded })}</Tag>
        <Tag color={failed ? 'error' : 'default'}>{t('progress.failed', { n: failed })}</Tag>
      </Flex>
    </Flex>
  );
}

export function ImportPreview({ entity, rows }: { entity: ExportEntity; rows: PreviewRow[] }) {
  const { t } = useImportsTranslation();
  const people = HAS_ACCOUNTS[entity];
  const columns: ColumnsType<PreviewRow> = [
    { title: t('preview.row'), dataIndex: 'row', width: 64 },
    { title: t('preview.name'), dataIndex: 'name' },
    ...(people ? [{ title: t('preview.email'), dataIndex: 'email' }] : []),
    { title: t(entity === 'students' || entity === 'groups' ? 'preview.program' : 'preview.department'), dataIndex: 'unit', render: (unit?: string) => unit || '—' },
    {
      title: t('preview.status'),
      dataIndex: 'status',
      render: (status: RowStatus) => (
        <Tag color={STATUS_LOOK[status].color} icon={STATUS_LOOK[status].icon}>
          {t(`status.${status}`)}
        </Tag>
      ),
    },
    ...(people
      ? [{ title: t('preview.password'), dataIndex: 'password', render: (password?: string) => (password ? <Typography.Text code copyable={{ text: password }}>{password}</Typography.Text> : '—') }]
      : []),
    {
      title: t('preview.result'),
      key: 'result',
      render: (_, row: PreviewRow) =>
        row.status === 'error' ? <Typography.Text type="danger">{resultText(t, entity, row)}</Typography.Text> : row.status === 'success' ? resultText(t, entity, row) || t('preview.created') : '',
    },
  ];
  return (
    <Table<PreviewRow>
      aria-label={t('preview.title')}
      size="small"
      rowKey="row"
      dataSource={rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
