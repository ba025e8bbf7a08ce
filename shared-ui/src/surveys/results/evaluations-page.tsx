// A term's course evaluations (issue 15 part 4), one screen composed per remote with its scope, like the reports:
// a lecturer's own sections (/lecturer/evaluations), a chair's department, the dean's office's faculty, and every
// faculty for administrators and quality assurance. The server keeps each caller to their reach; `scope` only words
// the subtitle and offers the faculty filter where there is more than one. Per section: course, lecturer,
// responses of the audience, rate, agreement mean or "withheld"; roll-ups per faculty and program as charts and
// tables; a trend across terms for a faculty, course or lecturer. CSV of the tab shown (BOM, formula cells escaped),
// the server's PDF of the term. Filters live in the address. Loaded only through results.tsx.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { FilePdfOutlined, FileTextOutlined, LockOutlined, StarOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { SURVEYS_PATHS, type EvaluationOverview, type EvaluationRow, type RateRow, type TrendQuery } from '@campus/contracts/surveys';
import { toCsv } from '@campus/contracts/imports';
import { useOrgOptions } from '../../academic/org-api.js';
import { BarChart } from '../../charts/charts.js';
import { CardGrid } from '../../components/card-grid.js';
import { ErrorPanel } from '../../components/error-panel.js';
import { PageHeader } from '../../components/page-header.js';
import { defaultPeriod, periodOptions } from '../../components/period-screen.js';
import { useToast } from '../../components/toast.js';
import { academicPeriodsQuery, useAreaDefaultTerm } from '../../grading/overview/periods.js';
import { useLanguage } from '../../i18n/i18n.js';
import { useLocalized } from '../../i18n/localized.js';
import { downloadText } from '../../imports/import-rows.js';
import { surveysErrorText, useSurveysTranslation } from '../i18n/index.js';
import { useResultsTranslation } from './i18n/index.js';
import { downloadPdf, evaluationsQuery, fileNamePart, trendQuery, type OverviewFilters } from './results-api.js';
import { tableEmpty } from '../../components/table-empty.js';

export type EvaluationsScope = 'lecturer' | 'department' | 'faculty' | 'all';

export interface EvaluationsPageProps {
  scope: EvaluationsScope;
  /** Where one evaluation's results open. */
  resultsPath: (surveyId: string) => string;
}

const TABS = ['sections', 'faculties', 'programs', 'trend'] as const;
type Tab = (typeof TABS)[number];
type FacultyName = (row: RateRow) => string;

const mean = (value: number | null) => (value === null ? null : value.toFixed(2));

/** The rows of a tab as the CSV has them, in the reader's language. */
function csvOf(tab: Tab, overview: EvaluationOverview, sections: EvaluationRow[], t: TFunction, facultyName: FacultyName, courseName: (row: EvaluationRow) => string): string {
  const c = (key: string) => t(`evaluations.columns.${key}`);
  if (tab === 'faculties' || tab === 'programs') {
    const headers = [c(tab === 'faculties' ? 'faculty' : 'program'), c('surveys'), c('responses'), c('audience'), c('rate'), c('agreement')];
    const rows = (tab === 'faculties' ? overview.faculties : overview.programs).map((row) =>
      Object.fromEntries([tab === 'faculties' ? facultyName(row) : row.name, row.surveys, row.responses, row.audienceSize, row.responseRate, row.agreementMean].map((value, index) => [headers[index]!, value])),
    );
    return toCsv(headers, rows, { bom: true });
  }
  const headers = [c('course'), c('section'), c('lecturer'), c('programs'), c('responses'), c('audience'), c('rate'), c('agreement'), c('status')];
  const rows = sections.map((row) =>
    Object.fromEntries(
      [
        `${row.subject.courseCode} — ${courseName(row)}`,
        row.subject.sectionName,
        row.subject.lecturerName ?? '',
        row.programNames.join(', '),
        row.responses,
        row.audienceSize,
        row.responseRate,
        row.agreementMean,
        row.withheld ? t('withheldShort') : t('evaluations.shown'),
      ].map((value, index) => [headers[index]!, value]),
    ),
  );
  return toCsv(headers, rows, { bom: true });
}

function WithheldTag({ min }: { min: number }) {
  const { t } = useResultsTranslation();
  return (
    <Tag icon={<LockOutlined />} style={{ whiteSpace: 'normal' }}>
      {t('withheldTag', { min })}
    </Tag>
  );
}

function SectionsTab({ sections, minResponses, resultsPath, courseName }: { sections: EvaluationRow[]; minResponses: number; resultsPath: (id: string) => string; courseName: (row: EvaluationRow) => string }) {
  const { t } = useResultsTranslation();
  const c = (key: string) => t(`evaluations.columns.${key}`);
  return (
    <Table<EvaluationRow>
      size="small"
      rowKey="surveyId"
      dataSource={sections}
      pagination={sections.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={tableEmpty(t('evaluations.empty'))}
      columns={[
        {
          key: 'course',
          title: c('course'),
          render: (_, row) => (
            <Flex vertical>
              <Link to={resultsPath(row.surveyId)} aria-label={t('evaluations.openLabel', { course: row.subject.courseCode, section: row.subject.sectionName })}>
                {row.subject.courseCode}
              </Link>
              <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 220 }} ellipsis={{ tooltip: courseName(row) }}>
                {courseName(row)}
              </Typography.Text>
            </Flex>
          ),
        },
        { key: 'section', title: c('section'), render: (_, row) => row.subject.sectionName },
        { key: 'lecturer', title: c('lecturer'), responsive: ['sm'], render: (_, row) => row.subject.lecturerName ?? '—' },
        { key: 'programs', title: c('programs'), responsive: ['lg'], render: (_, row) => row.programNames.join(', ') || '—' },
        { key: 'responses', title: c('responses'), align: 'right', render: (_, row) => `${row.responses}/${row.audienceSize}` },
        { key: 'rate', title: c('rate'), align: 'right', responsive: ['sm'], render: (_, row) => row.responseRate },
        { key: 'agreement', title: c('agreement'), align: 'right', render: (_, row) => (row.withheld ? <WithheldTag min={minResponses} /> : (mean(row.agreementMean) ?? '—')) },
      ]}
    />
  );
}

function RollUpTab({ rows, kind, nameOf }: { rows: RateRow[]; kind: 'faculties' | 'programs'; nameOf: (row: RateRow) => string }) {
  const { t } = useResultsTranslation();
  const c = (key: string) => t(`evaluations.columns.${key}`);
  const wide = Grid.useBreakpoint().md ?? true;
  const rateLabel = kind === 'faculties' ? t('evaluations.rateChart') : t('evaluations.programRateChart');
  const chart = rows.map((row) => ({ label: kind === 'faculties' && row.name.length > 24 ? `${nameOf(row).slice(0, 23)}…` : nameOf(row), title: nameOf(row), value: row.responseRate }));
  const agreement = rows.filter((row) => row.agreementMean !== null).map((row) => ({ label: nameOf(row).slice(0, 24), title: nameOf(row), value: row.agreementMean! }));
  const horizontal = kind === 'faculties' || !wide;
  const height = (count: number) => (horizontal ? Math.max(160, count * 32 + 40) : 260);
  return (
    <Flex vertical gap="middle">
      <CardGrid minColumnWidth={300}>
        <BarChart data={chart} label={rateLabel} valueLabel={t('analytics.rate')} unit="%" horizontal={horizontal} height={height(chart.length)} emptyText={t('evaluations.empty')} />
        <BarChart data={agreement} label={t('evaluations.agreementChart')} valueLabel={t('analytics.agreement')} horizontal={horizontal} height={height(agreement.length)} emptyText={t('evaluations.empty')} />
      </CardGrid>
      <Table<RateRow>
        size="small"
        rowKey="id"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={tableEmpty(t('evaluations.empty'))}
        columns={[
          { key: 'name', title: c(kind === 'faculties' ? 'faculty' : 'program'), render: (_, row) => nameOf(row) },
          { key: 'surveys', title: c('surveys'), align: 'right', responsive: ['sm'], dataIndex: 'surveys' },
          { key: 'responses', title: c('responses'), align: 'right', render: (_, row) => `${row.responses}/${row.audienceSize}` },
          { key: 'rate', title: c('rate'), align: 'right', dataIndex: 'responseRate' },
          { key: 'agreement', title: c('agreement'), align: 'right', render: (_, row) => mean(row.agreementMean) ?? '—' },
        ]}
      />
    </Flex>
  );
}

interface TrendChoice {
  value: string;
  label: string;
}

/** The trend's choices from the term's sections: faculties, courses and lecturers, each once. */
function trendChoices(overview: EvaluationOverview, t: TFunction, facultyName: FacultyName, courseName: (row: EvaluationRow) => string) {
  const unique = (entries: [string, string][]): TrendChoice[] => [...new Map(entries)].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  const groups = [
    { kind: 'faculty', options: unique(overview.faculties.map((row) => [`facultyId:${row.id}`, facultyName(row)])) },
    { kind: 'course', options: unique(overview.sections.map((row) => [`courseId:${row.subject.courseId}`, `${row.subject.courseCode} — ${courseName(row)}`])) },
    { kind: 'lecturer', options: unique(overview.sections.filter((row) => row.subject.lecturerId).map((row) => [`lecturerId:${row.subject.lecturerId}`, row.subject.lecturerName ?? ''])) },
  ];
  return groups.filter((group) => group.options.length > 0).map((group) => ({ label: t(`evaluations.trendKinds.${group.kind}`), title: group.kind, options: group.options }));
}

const trendQueryOf = (choice: string | undefined): TrendQuery | undefined => {
  const [key, id] = (choice ?? '').split(':');
  return key && id && ['facultyId', 'courseId', 'lecturerId'].includes(key) ? { [key]: id } : undefined;
};

function TrendTab({ choices, choice, onChoose }: { choices: ReturnType<typeof trendChoices>; choice: string | undefined; onChoose: (value: string) => void }) {
  const { t } = useResultsTranslation();
  const { t: tk } = useSurveysTranslation();
  const query = trendQueryOf(choice);
  const trend = useQuery(trendQuery(query));
  const points = trend.data ?? [];
  return (
    <Flex vertical gap="middle">
      <Select
        aria-label={t('evaluations.trendOf')}
        placeholder={t('evaluations.chooseTrend')}
        showSearch={{ optionFilterProp: 'label' }}
        value={choice}
        onChange={onChoose}
        options={choices}
        style={{ width: '100%', maxWidth: 420 }}
      />
      {!query ? (
        <Typography.Text type="secondary">{t('evaluations.chooseTrend')}</Typography.Text>
      ) : trend.isError ? (
        <ErrorPanel title={t('loadFailed')} message={surveysErrorText(tk, trend.error)} onRetry={() => void trend.refetch()} retrying={trend.isRefetching} />
      ) : (
        <CardGrid minColumnWidth={300}>
          <BarChart
            loading={trend.isPending}
            data={points.map((point) => ({ label: point.periodName, title: `${point.periodName}: ${point.responses}`, value: point.responseRate }))}
            label={t('evaluations.trendRate')}
            valueLabel={t('analytics.rate')}
            unit="%"
            height={240}
            emptyText={t('evaluations.trendEmpty')}
          />
          <BarChart
            loading={trend.isPending}
            data={points.filter((point) => point.agreementMean !== null).map((point) => ({ label: point.periodName, value: point.agreementMean! }))}
            label={t('evaluations.trendAgreement')}
            valueLabel={t('analytics.agreement')}
            height={240}
            emptyText={t('evaluations.trendEmpty')}
          />
        </CardGrid>
      )}
    </Flex>
  );
}

export default function EvaluationsPage({ scope, resultsPath }: EvaluationsPageProps) {
  const { t } = useResultsTranslation();
  const { t: tk } = useSurveysTranslation();
  const localized = useLocalized();
  const language = useLanguage();
  const toast = useToast();
  const periods = useQuery(academicPeriodsQuery);
  const areaTerm = useAreaDefaultTerm();
  const facultyOptions = useOrgOptions('faculties');
  const [url, setUrl] = useSearchParams();
  const choices = areaTerm.isPending ? undefined : periods.data;
  const period = choices ? (choices.find((one) => one.id === url.get('periodId')) ?? defaultPeriod(choices, areaTerm.periodId)) : undefined;
  const tab: Tab = (TABS as readonly string[]).includes(url.get('tab') ?? '') ? (url.get('tab') as Tab) : 'sections';
  const filters: OverviewFilters | undefined = period
    ? { academicPeriodId: period.id, facultyId: url.get('facultyId') ?? undefined, programId: url.get('programId') ?? undefined }
    : undefined;
  // The unfiltered term gives the filters' choices; the filtered one (the same request when no filter is set) the rows.
  const whole = useQuery(evaluationsQuery(period ? { academicPeriodId: period.id } : undefined));
  const overview = useQuery(evaluationsQuery(filters));
  const setParam = (name: string, value: string | undefined) =>
    setUrl((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    }, { replace: true });

  const facultyNames = new Map((facultyOptions.data ?? []).map((faculty) => [faculty.id, localized(faculty.name)]));
  const facultyName: FacultyName = (row) => facultyNames.get(row.id) || row.name;
  const courseName = (row: EvaluationRow) => row.subject.courseName[language] || row.subject.courseName.hy;
  const search = (url.get('q') ?? '').trim().toLocaleLowerCase();
  const sections = (overview.data?.sections ?? []).filter(
    (row) => !search || [row.subject.courseCode, courseName(row), row.subject.lecturerName ?? '', row.subject.sectionName].some((text) => text.toLocaleLowerCase().includes(search)),
  );
  const periodName = period?.name ?? '';
  const fileName = (extension: string) => `evaluations-${fileNamePart(periodName)}.${extension}`;
  const pdf = useMutation({
    mutationFn: () => downloadPdf(SURVEYS_PATHS.evaluationsPdf, { ...filters }, language, fileName('pdf')),
    onError: () => toast.error(t('exportFailed')),
  });
  const trendChoice = url.get('trend') ?? undefined;
  const trendOptions = whole.data ? trendChoices(whole.data, t, facultyName, courseName) : [];
  // A lecturer's trend opens on themselves, everyone else's on the first faculty.
  const defaultTrend = trendOptions.find((group) => group.title === (scope === 'lecturer' ? 'lecturer' : 'faculty'))?.options[0]?.value;

  const body = () => {
    if (periods.isPending || areaTerm.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (periods.isError) return <ErrorPanel title={t('evaluations.periodsLoadFailed')} message={periods.error.message} onRetry={() => void periods.refetch()} retrying={periods.isRefetching} />;
    if (!period) return <Typography.Text type="secondary">{t('evaluations.noPeriods')}</Typography.Text>;
    if (overview.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (overview.isError) return <ErrorPanel title={t('loadFailed')} message={surveysErrorText(tk, overview.error)} onRetry={() => void overview.refetch()} retrying={overview.isRefetching} />;
    const data = overview.data;
    // Buttons that wrap rather than tabs: on a phone antd's tab bar hides tabs behind a menu axe finds wanting.
    const panels: Record<Tab, ReactNode> = {
      sections: <SectionsTab sections={sections} minResponses={data.minResponses} resultsPath={resultsPath} courseName={courseName} />,
      faculties: <RollUpTab rows={data.faculties} kind="faculties" nameOf={facultyName} />,
      programs: <RollUpTab rows={data.programs} kind="programs" nameOf={(row) => row.name} />,
      trend: <TrendTab choices={trendOptions} choice={trendChoice ?? defaultTrend} onChoose={(value) => setParam('trend', value)} />,
    };
    return (
      <Flex vertical gap="middle">
        <Radio.Group
          aria-label={t('evaluations.view')}
          optionType="button"
          value={tab}
          onChange={(event) => setParam('tab', event.target.value as string)}
          options={TABS.map((key) => ({ value: key, label: t(`evaluations.tabs.${key}`) }))}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        />
        {panels[tab]}
      </Flex>
    );
  };

  return (
    <Flex vertical gap="small">
      <PageHeader
        icon={<StarOutlined />}
        title={t('evaluations.title')}
        subtitle={t(`evaluations.subtitle.${scope}`)}
        extra={
          <>
            <Button
              icon={<FileTextOutlined />}
              aria-label={t('downloadCsvLabel')}
              disabled={!overview.data || tab === 'trend'}
              onClick={() => overview.data && downloadText(fileName('csv'), csvOf(tab, overview.data, sections, t, facultyName, courseName))}
            >
              {t('downloadCsv')}
            </Button>
            <Button icon={<FilePdfOutlined />} aria-label={t('downloadPdfLabel')} disabled={!filters} loading={pdf.isPending} onClick={() => pdf.mutate()}>
              {t('downloadPdf')}
            </Button>
          </>
        }
      />
      <Flex gap="small" wrap>
        {choices ? (
          <Select aria-label={t('evaluations.period')} style={{ minWidth: 200 }} value={period?.id} options={periodOptions(choices, (name) => t('evaluations.current', { name }))} onChange={(value) => setParam('periodId', value)} />
        ) : null}
        {scope === 'all' && (whole.data?.faculties.length ?? 0) > 1 ? (
          <Select
            allowClear
            aria-label={t('evaluations.faculty')}
            placeholder={t('evaluations.allFaculties')}
            style={{ minWidth: 200 }}
            value={url.get('facultyId') ?? undefined}
            onChange={(value?: string) => setParam('facultyId', value)}
            options={(whole.data?.faculties ?? []).map((row) => ({ value: row.id, label: facultyName(row) }))}
          />
        ) : null}
        {(whole.data?.programs.length ?? 0) > 1 ? (
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('evaluations.program')}
            placeholder={t('evaluations.allPrograms')}
            style={{ minWidth: 160 }}
            value={url.get('programId') ?? undefined}
            onChange={(value?: string) => setParam('programId', value)}
            options={(whole.data?.programs ?? []).map((row) => ({ value: row.id, label: row.name }))}
          />
        ) : null}
        <Input.Search allowClear aria-label={t('evaluations.search')} placeholder={t('evaluations.search')} defaultValue={url.get('q') ?? ''} onSearch={(value) => setParam('q', value.trim() || undefined)} style={{ width: 260, maxWidth: '100%' }} />
      </Flex>
      {overview.data ? <Typography.Text type="secondary">{t('evaluations.threshold', { min: overview.data.minResponses })}</Typography.Text> : null}
      {body()}
    </Flex>
  );
}
