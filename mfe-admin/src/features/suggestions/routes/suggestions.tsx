// /admin/suggestions: what people sent through "Suggest a feature", newest first, in pages. The admin
// notification of a new suggestion links here.
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { BulbOutlined } from '@ant-design/icons';
import { DataTable, PageHeader, useDateFormat, usePagedList, type DataTableProps } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { fetchSuggestions, suggestionKeys, type Suggestion } from '../api/suggestions.js';

/** Category and type values the contact form sends; anything else is shown as sent. */
const CATEGORIES = ['general', 'courses', 'schedule', 'grades', 'notifications', 'accessibility', 'mobile', 'other'];
const TYPES = ['feature', 'improvement', 'problem', 'other'];

function NotGiven() {
  return <Typography.Text type="secondary">—</Typography.Text>;
}

function LongText({ text }: { text: string }) {
  return (
    <Typography.Paragraph style={{ margin: 0, maxWidth: 360, whiteSpace: 'pre-line' }} ellipsis={{ rows: 3, expandable: 'collapsible' }}>
      {text}
    </Typography.Paragraph>
  );
}

export default function SuggestionsScreen() {
  const { t } = useTranslation('admin');
  const { formatDateTime } = useDateFormat();
  const list = usePagedList<Suggestion>({ queryKey: suggestionKeys.list(), fetchPage: fetchSuggestions });
  const known = (values: string[], group: 'categories' | 'types', value: string) => (values.includes(value) ? t(`suggestions.${group}.${value}`) : value);

  const columns: DataTableProps<Suggestion>['columns'] = [
    { key: 'name', title: t('suggestions.fields.name'), render: (_, suggestion) => suggestion.name ?? <NotGiven /> },
    {
      key: 'email',
      title: t('suggestions.fields.email'),
      render: (_, suggestion) => (suggestion.email ? <Typography.Link href={`mailto:${suggestion.email}`}>{suggestion.email}</Typography.Link> : <NotGiven />),
    },
    {
      key: 'category',
      title: t('suggestions.fields.category'),
      render: (_, suggestion) => (suggestion.category ? known(CATEGORIES, 'categories', suggestion.category) : <NotGiven />),
    },
    {
      key: 'type',
      title: t('suggestions.fields.type'),
      render: (_, suggestion) => (
        <Tag bordered={false} color={suggestion.type === 'problem' ? 'error' : suggestion.type === 'feature' ? 'blue' : 'default'}>
          {known(TYPES, 'types', suggestion.type)}
        </Tag>
      ),
    },
    { key: 'description', title: t('suggestions.fields.description'), hideable: false, render: (_, suggestion) => <LongText text={suggestion.description} /> },
    { key: 'benefit', title: t('suggestions.fields.benefit'), render: (_, suggestion) => <LongText text={suggestion.benefit} /> },
    { key: 'createdAt', title: t('suggestions.fields.date'), render: (_, suggestion) => formatDateTime(suggestion.createdAt) },
  ];

  return (
    <>
      <PageHeader icon={<BulbOutlined />} title={t('suggestions.title')} subtitle={t('suggestions.subtitle')} />
      <DataTable<Suggestion>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('suggestions.title')}
        errorTitle={t('suggestions.loadFailed')}
        search={false}
        settingsKey="admin-suggestions"
        emptyText={t('suggestions.empty')}
      />
    </>
  );
}
