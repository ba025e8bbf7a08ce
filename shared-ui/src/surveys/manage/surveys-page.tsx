// /admin/surveys: surveys (with course evaluations) and templates, a tab each, searched and filtered by status on the
// server; each row's actions follow its status (edit and delete a draft, schedule it, close early, duplicate,
// archive, preview as a respondent, results). The toolbar makes a survey or template and opens the course-evaluation
// generator.
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { MenuProps } from 'antd/es/menu';
import { DownOutlined, FormOutlined, PlusOutlined, StarOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SURVEY_STATUSES, type SurveySummary } from '@campus/contracts/surveys';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error.js';
import { DataTable, type DataTableProps } from '../../components/data-table.js';
import { ErrorPanel } from '../../components/error-panel.js';
import { PageHeader } from '../../components/page-header.js';
import { useFeedback } from '../../components/toast.js';
import { useDateFormat } from '../../i18n/format.js';
import { useLanguage } from '../../i18n/i18n.js';
import { usePagedList } from '../../query/paged-list.js';
import { archiveSurvey, closeSurvey, deleteSurvey, duplicateSurvey, fetchSurveyPage, previewQuery, scheduleSurvey, surveyKeys, surveyQuery } from '../api.js';
import { surveysErrorText, useSurveysTranslation } from '../i18n/index.js';
import { EvaluationsDialog } from './evaluations-dialog.js';
import { useManageTranslation } from './i18n/index.js';
import { useResultsTranslation } from '../results/i18n/index.js';
import { SurveyStatusTag } from './status-tag.js';
import { SurveyPreview } from './survey-preview.js';
import { textIn } from './survey-draft.js';

export interface SurveysPageProps {
  /** Where this screen lives ('/admin/surveys'); the builder is under it. */
  basePath: string;
}

type Tab = 'surveys' | 'templates';
type Action = 'edit' | 'preview' | 'schedule' | 'close' | 'duplicate' | 'archive' | 'delete' | 'results';

/** What a row may have done to it in its status (the server checks the same; SURVEY_STATUS_CONFLICT otherwise). */
export function actionsFor(row: Pick<SurveySummary, 'kind' | 'status' | 'responses'>): Action[] {
  const template = row.kind === 'template';
  const actions: Action[] = [];
  if (row.status === 'draft') actions.push('edit');
  actions.push('preview');
  if (!template && row.status === 'draft') actions.push('schedule');
  if (row.status === 'scheduled' || row.status === 'open') actions.push('close');
  if (!template && row.status !== 'draft') actions.push('results');
  actions.push('duplicate');
  if (row.status === 'closed' || (template && row.status === 'draft')) actions.push('archive');
  if (row.status === 'draft' && row.responses === 0) actions.push('delete');
  return actions;
}

const WRAP = { maxWidth: 280, whiteSpace: 'normal' } as const;

function PreviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useManageTranslation();
  const { t: ts } = useSurveysTranslation();
  const preview = useQuery(previewQuery(id));
  return (
    <Modal open onCancel={onClose} footer={null} title={t('preview.title')} width={720}>
      {preview.isPending ? <Skeleton active /> : preview.isError ? <ErrorPanel title={t('preview.loadFailed')} message={surveysErrorText(ts, preview.error)} /> : <SurveyPreview survey={preview.data} />}
    </Modal>
  );
}

function SurveysTable({ tab, basePath, onPreview }: { tab: Tab; basePath: string; onPreview: (id: string) => void }) {
  const { t } = useManageTranslation();
  const { t: ts } = useSurveysTranslation();
  const language = useLanguage();
  const { formatDateTime } = useDateFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const feedback = useFeedback((error) => surveysErrorText(ts, error));
  const templates = tab === 'templates';
  const list = usePagedList<SurveySummary>({
    queryKey: [...surveyKeys.list(), tab],
    fetchPage: fetchSurveyPage,
    defaultSort: { field: 'updatedAt', order: 'desc' },
    defaultFilters: templates ? { kind: 'template' } : {},
    urlState: tab,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: surveyKeys.root });
  const run = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      feedback.success(done);
    } catch (error) {
      feedback.failure(error);
    } finally {
      await refresh();
    }
  };
  const confirm = (row: SurveySummary, action: 'close' | 'archive' | 'delete', change: () => Promise<unknown>) =>
    modal.confirm({
      title: t(`confirm.${action}.title`, { title: textIn(row.title, language) }),
      content: t(`confirm.${action}.content`),
      okText: t(`actions.${action}`),
      okButtonProps: { danger: action !== 'archive' },
      cancelText: t('confirm.cancel'),
      onOk: () => run(change, t(`done.${action}`)),
    });

  const act = async (row: SurveySummary, action: Action) => {
    switch (action) {
      case 'edit':
        return navigate(`${basePath}/${row.id}`);
      case 'results':
        return navigate(`${basePath}/${row.id}/results`);
      case 'preview':
        return onPreview(row.id);
      case 'close':
        return confirm(row, 'close', () => closeSurvey(row.id));
      case 'archive':
        return confirm(row, 'archive', () => archiveSurvey(row.id));
      case 'delete':
        return confirm(row, 'delete', () => deleteSurvey(row.id));
      case 'duplicate':
        try {
          const copy = await duplicateSurvey(row.id);
          feedback.success(t('done.duplicate'));
          void refresh();
          return navigate(`${basePath}/${copy.id}`);
        } catch (error) {
          return feedback.failure(error);
        }
      case 'schedule':
        try {
          // The list reads no version; the survey's own is read first, so a stale list cannot schedule over a change.
          const survey = await queryClient.fetchQuery({ ...surveyQuery(row.id), staleTime: 0 });
          await scheduleSurvey(row.id, survey.version);
          feedback.success(t('builder.scheduled'));
        } catch (error) {
          feedback.failure(error);
          // What is missing is shown beside its field in the builder.
          if (isApiError(error) && error.code === 'SURVEY_INCOMPLETE') void navigate(`${basePath}/${row.id}`);
        } finally {
          void refresh();
        }
        return undefined;
    }
  };

  const columns: DataTableProps<SurveySummary>['columns'] = [
    {
      key: 'title',
      title: t('columns.title'),
      sorter: true,
      hideable: false,
      render: (_, row) => (
        <Flex vertical style={WRAP}>
          {row.status === 'draft' ? <Link to={`${basePath}/${row.id}`}>{textIn(row.title, language) || t('untitled')}</Link> : <Typography.Text strong>{textIn(row.title, language) || t('untitled')}</Typography.Text>}
          {row.evaluation ? (
            <Typography.Text type="secondary">
              {[row.evaluation.courseCode, row.evaluation.sectionName, row.evaluation.lecturerName].filter(Boolean).join(' · ')}
            </Typography.Text>
          ) : null}
          <Flex gap={4} wrap>
            {row.kind === 'course_evaluation' ? <Tag color="purple">{ts('kind.course_evaluation')}</Tag> : null}
            <Tag>{row.anonymous ? ts('anonymous') : ts('named')}</Tag>
          </Flex>
        </Flex>
      ),
    },
    { key: 'status', title: t('columns.status'), render: (_, row) => <SurveyStatusTag status={row.status} /> },
    ...(templates
      ? []
      : [
          {
            key: 'opensAt',
            title: t('columns.opensAt'),
            sorter: true,
            render: (_: unknown, row: SurveySummary) => <div style={{ maxWidth: 140, whiteSpace: 'normal' }}>{row.opensAt ? formatDateTime(row.opensAt) : '—'}</div>,
          },
          {
            key: 'closesAt',
            title: t('columns.closesAt'),
            sorter: true,
            render: (_: unknown, row: SurveySummary) => <div style={{ maxWidth: 140, whiteSpace: 'normal' }}>{row.closesAt ? formatDateTime(row.closesAt) : '—'}</div>,
          },
          {
            key: 'responses',
            title: t('columns.responses'),
            align: 'right' as const,
            render: (_: unknown, row: SurveySummary) =>
              row.status === 'draft' ? '—' : t('responsesOf', { responses: row.responses, audience: row.audienceSize, percent: row.audienceSize ? Math.round((row.responses / row.audienceSize) * 100) : 0 }),
          },
        ]),
    { key: 'updatedAt', title: t('columns.updatedAt'), sorter: true, render: (_, row) => <div style={{ maxWidth: 140, whiteSpace: 'normal' }}>{formatDateTime(row.updatedAt)}</div> },
    {
      key: 'actions',
      title: t('columns.actions'),
      hideable: false,
      render: (_, row) => {
        const items: MenuProps['items'] = actionsFor(row).map((action) => ({ key: action, label: t(`actions.${action}`), danger: action === 'delete' }));
        return (
          <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => void act(row, key as Action) }}>
            <Button size="small" aria-label={t('rowActions', { title: textIn(row.title, language) || t('untitled') })}>
              {t('columns.actions')} <DownOutlined />
            </Button>
          </Dropdown>
        );
      },
    },
  ];

  const statuses = templates ? (['draft', 'archived'] as const) : SURVEY_STATUSES;
  return (
    <DataTable<SurveySummary>
      list={list}
      columns={columns}
      rowKey="id"
      label={templates ? t('tabs.templates') : t('tabs.surveys')}
      errorTitle={t('loadFailed')}
      errorText={(error) => surveysErrorText(ts, error)}
      searchPlaceholder={t('search')}
      settingsKey={`admin-surveys-${tab}`}
      filters={[
        { key: 'status', label: t('status'), options: statuses.map((status) => ({ value: status, label: ts(`status.${status}`) })), width: 180 },
        ...(templates ? [] : [{ key: 'kind', label: t('kindFilter'), options: (['survey', 'course_evaluation'] as const).map((kind) => ({ value: kind, label: ts(`kind.${kind}`) })), width: 200 }]),
      ]}
      emptyText={templates ? t('emptyTemplates') : t('empty')}
      emptyAction={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${basePath}/new${templates ? '?kind=template' : ''}`)}>
          {templates ? t('newTemplate') : t('newSurvey')}
        </Button>
      }
    />
  );
}

export default function SurveysPage({ basePath }: SurveysPageProps) {
  const { t } = useManageTranslation();
  const { t: tr } = useResultsTranslation();
  const navigate = useNavigate();
  const [url, setUrl] = useSearchParams();
  const tab: Tab = url.get('tab') === 'templates' ? 'templates' : 'surveys';
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const setTab = (next: string) => setUrl(next === 'templates' ? { tab: 'templates' } : {}, { replace: true });

  return (
    <Flex vertical gap="small">
      <PageHeader
        icon={<FormOutlined />}
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Flex gap="small" wrap>
            <Button icon={<StarOutlined />} onClick={() => void navigate(`${basePath}/evaluations`)}>
              {tr('evaluations.manageLink')}
            </Button>
            <Button icon={<ThunderboltOutlined />} onClick={() => setGenerating(true)}>
              {t('evaluations.open')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${basePath}/new${tab === 'templates' ? '?kind=template' : ''}`)}>
              {tab === 'templates' ? t('newTemplate') : t('newSurvey')}
            </Button>
          </Flex>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'surveys', label: t('tabs.surveys'), children: <SurveysTable tab="surveys" basePath={basePath} onPreview={setPreviewing} /> },
          { key: 'templates', label: t('tabs.templates'), children: <SurveysTable tab="templates" basePath={basePath} onPreview={setPreviewing} /> },
        ]}
      />
      {previewing ? <PreviewDialog id={previewing} onClose={() => setPreviewing(null)} /> : null}
      {generating ? <EvaluationsDialog onClose={() => setGenerating(false)} /> : null}
    </Flex>
  );
}
