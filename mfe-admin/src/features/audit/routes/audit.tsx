// /admin/audit: who changed what, when and from where, newest first. Search by person, record or id; filter by
// the kind of record, the action and the period; a row opens to the fields the change was asked with.
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { AuditOutlined } from '@ant-design/icons';
import { AUDIT_PERIODS, AUDIT_RECORDS, AUDIT_VERBS, parseAuditAction, type AuditEntry, type AuditVerb } from '@campus/contracts';
import { DataTable, PageHeader, useDateFormat, usePagedList, type DataTableProps } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { auditKeys, fetchAuditEntries } from '../api/audit.js';

const VERB_COLORS: Partial<Record<AuditVerb, string>> = { created: 'green', deleted: 'red', archived: 'orange', status_changed: 'gold', enrolled: 'blue', unenrolled: 'volcano' };

export default function AuditScreen() {
  const { t } = useTranslation('admin');
  const { formatDateTime } = useDateFormat();
  const list = usePagedList<AuditEntry>({ queryKey: auditKeys.all, fetchPage: fetchAuditEntries, defaultSort: { field: 'at', order: 'desc' } });

  const columns: DataTableProps<AuditEntry>['columns'] = [
    { key: 'at', title: t('audit.fields.at'), sorter: true, hideable: false, width: 170, render: (_, entry) => formatDateTime(entry.at) },
    {
      key: 'actor',
      title: t('audit.fields.actor'),
      render: (_, entry) => (entry.actorEmail ? <Typography.Text copyable={{ text: entry.actorEmail }}>{entry.actorEmail}</Typography.Text> : <Typography.Text type="secondary">{t('audit.system')}</Typography.Text>),
    },
    {
      key: 'action',
      title: t('audit.fields.action'),
      hideable: false,
      render: (_, entry) => {
        const action = parseAuditAction(entry.action);
        if (!action) return entry.action;
        return (
          <Flex gap={4} wrap>
            <Tag bordered={false}>{t(`audit.records.${action.record}`)}</Tag>
            <Tag bordered={false} color={VERB_COLORS[action.verb]}>
              {t(`audit.verbs.${action.verb}`)}
            </Tag>
          </Flex>
        );
      },
    },
    {
      key: 'record',
      title: t('audit.fields.record'),
      render: (_, entry) => (
        <Flex vertical style={{ minWidth: 0 }}>
          {entry.recordLabel ? <Typography.Text>{entry.recordLabel}</Typography.Text> : null}
          {entry.recordId ? (
            <Typography.Text type="secondary" copyable={{ text: entry.recordId }} style={{ fontSize: 12 }}>
              {entry.recordId.slice(0, 8)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'from',
      title: t('audit.fields.from'),
      render: (_, entry) => (
        <Tooltip title={entry.userAgent}>
          <Typography.Text>{entry.ip ?? '—'}</Typography.Text>
        </Tooltip>
      ),
    },
  ];

  const details = (entry: AuditEntry) => {
    const fields = Object.entries(entry.details);
    return (
      <Descriptions size="small" column={1} bordered>
        {fields.map(([name, value]) => (
          <Descriptions.Item key={name} label={name}>
            <Typography.Text code>{typeof value === 'string' ? value : JSON.stringify(value)}</Typography.Text>
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('audit.fields.browser')}>{entry.userAgent ?? '—'}</Descriptions.Item>
      </Descriptions>
    );
  };

  return (
    <>
      <PageHeader icon={<AuditOutlined />} title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <DataTable<AuditEntry>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('audit.title')}
        errorTitle={t('audit.loadFailed')}
        searchPlaceholder={t('audit.search')}
        settingsKey="admin-audit"
        expandable={{ expandedRowRender: details }}
        filters={[
          { key: 'record', label: t('audit.fields.recordKind'), options: AUDIT_RECORDS.map((record) => ({ value: record, label: t(`audit.records.${record}`) })), width: 170 },
          { key: 'verb', label: t('audit.fields.action'), options: AUDIT_VERBS.map((verb) => ({ value: verb, label: t(`audit.verbs.${verb}`) })), width: 160 },
          { key: 'period', label: t('audit.fields.period'), options: AUDIT_PERIODS.map((period) => ({ value: period, label: t(`audit.periods.${period}`) })), width: 160 },
        ]}
        emptyText={t('audit.empty')}
      />
    </>
  );
}
