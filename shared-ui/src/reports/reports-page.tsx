// The reports screen (/deans-office/reports, /department/reports): a tab per report (enrolment by program and
// group, teaching load, grade distributions and pass rates, attendance rates) of the chosen period (kept in the
// address; else the caller's area's default term, else the active one), each a table and
// a bar chart, downloadable as a CSV built here (toCsv: BOM, formula-escaped) and as the server's PDF in the reader's
// language. The server keeps each role to its scope (the dean's office its faculty, a chair their department).
// Loaded only through reports.tsx, so no other page downloads it.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { FilePdfOutlined, FileTextOutlined, PieChartOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { REPORT_KINDS, reportPath, reportPdfPath, type AttendanceReport, type EnrolmentReport, type GradesReport, type ReportKind, type TeachingLoad } from '@campus/contracts/grading';
import { toCsv } from '@campus/contracts/imports';
import { api } from '../api/client.js';
import { BarChart, type BarDatum } from '../charts/charts.js';
import { ErrorPanel } from '../components/error-panel.js';
import { PageHeader } from '../components/page-header.js';
import { defaultPeriod, periodOptions } from '../components/period-screen.js';
import { useToast } from '../components/toast.js';
import { useLanguage, type Language } from '../i18n/i18n.js';
import { useLocalized } from '../i18n/localized.js';
import { downloadText } from '../imports/import-rows.js';
import { academicPeriodsQuery, useAreaDefaultTerm } from '../grading/overview/periods.js';
import { useReportsTranslation } from './i18n/index.js';

type Reports = { enrolment: EnrolmentReport; 'teaching-load': TeachingLoad; grades: GradesReport; attendance: AttendanceReport };
type Cell = string | number | null;
interface Column {
  key: string;
  title: string;
  numeric?: boolean;
}
interface Figures {
  columns: Column[];
  rows: Record<string, Cell>[];
  chart: BarDatum[];
  secondaryLabel?: string;
  valueLabel: string;
  note?: string;
}

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** A report's columns, rows and chart in the reader's language: the screen's table, its CSV and its chart. */
function figuresOf<K extends ReportKind>(kind: K, report: Reports[K], t: TFunction, localized: ReturnType<typeof useLocalized>): Figures {
  const column = (key: string, numeric = false, title = t(`columns.${key}`)): Column => ({ key, title, numeric });
  switch (kind) {
    case 'enrolment': {
      const data = (report as EnrolmentReport).data;
      return {
        columns: [column('program'), column('group'), column('students', true)],
        rows: data.map((row) => ({ program: row.programCode, group: row.groupName, students: row.students })),
        chart: data.map((row) => ({ label: row.groupName ?? '—', title: `${row.programCode ?? '—'} · ${row.groupName ?? '—'}`, value: row.students })),
        valueLabel: t('columns.students'),
        note: t('total', { count: (report as EnrolmentReport).total }),
      };
    }
    case 'teaching-load': {
      const data = (report as TeachingLoad).data;
      return {
        columns: [column('lecturer'), column('department'), column('allocated', true), column('maxLoad', true), column('weekly', true), column('sections', true), column('students', true)],
        rows: data.map((row) => ({ lecturer: row.lecturerName, department: localized(row.departmentName), allocated: row.allocatedHours, maxLoad: row.maxLoad, weekly: row.weeklyClassHours, sections: row.sections, students: row.students })),
        chart: data.map((row) => ({ label: row.lecturerName, value: row.allocatedHours, secondary: row.maxLoad })),
        valueLabel: t('columns.allocated'),
        secondaryLabel: t('columns.maxLoad'),
      };
    }
    case 'grades': {
      const grades = report as GradesReport;
      const bands = grades.bands.map((band, index) => ({ key: `band${index}`, title: `${band.from}–${band.to}`, numeric: true }));
      return {
        columns: [column('courseCode'), column('subject'), column('students', true), column('scores', true), ...bands, column('mean', true), column('passRate', true, t('columns.passRate', { passMark: grades.passMark }))],
        rows: grades.data.map((row) => ({
          courseCode: row.courseCode,
          subject: localized(row.courseName),
          students: row.students,
          scores: row.scores,
          ...Object.fromEntries(row.bands.map((count, index) => [`band${index}`, count])),
          mean: row.mean,
          passRate: percent(row.passRate),
        })),
        chart: grades.data.filter((row) => row.passRate !== null).map((row) => ({ label: row.courseCode, title: localized(row.courseName), value: percent(row.passRate)! })),
        valueLabel: t('chart.grades'),
      };
    }
    default: {
      const data = (report as AttendanceReport).data;
      return {
        columns: [column('courseCode'), column('subject'), column('students', true), column('studentDays', true), column('missed', true), column('attended', true)],
        rows: data.map((row) => ({ courseCode: row.courseCode, subject: localized(row.courseName), students: row.students, studentDays: row.studentDays, missed: row.missed, attended: percent(row.attendedShare) })),
        chart: data.filter((row) => row.attendedShare !== null).map((row) => ({ label: row.courseCode, title: localized(row.courseName), value: percent(row.attendedShare)! })),
        valueLabel: t('chart.attendance'),
      };
    }
  }
}

const reportQuery = <K extends ReportKind>(kind: K, periodId: string | undefined) => ({
  queryKey: ['grading', 'reports', kind, periodId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Reports[K]>(`${reportPath(kind)}${periodId ? `?periodId=${periodId}` : ''}`, { signal }),
  enabled: !!periodId,
});

async function downloadPdf(kind: ReportKind, periodId: string, language: Language, fallbackName: string): Promise<void> {
  // Any answer but 401 means the session holds; the api client renews an expired one first.
  await api.get('/api/auth/me').catch(() => undefined);
  const response = await fetch(`${reportPdfPath(kind)}?periodId=${periodId}&lang=${language}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`report PDF: ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(await response.blob()), download: name ?? fallbackName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

function ReportTab({ kind, periodId, periodName }: { kind: ReportKind; periodId: string; periodName: string }) {
  const { t } = useReportsTranslation();
  const localized = useLocalized();
  const language = useLanguage();
  const toast = useToast();
  const answer = useQuery(reportQuery(kind, periodId));
  // On a phone the bars lie along the side, where codes and names have room.
  const wide = Grid.useBreakpoint().md ?? true;
  const fileName = (extension: string) => `report-${kind}-${periodName.replace(/[^\p{L}\p{N}]+/gu, '-')}.${extension}`;
  const pdf = useMutation({ mutationFn: () => downloadPdf(kind, periodId, language, fileName('pdf')), onError: () => toast.error(t('exportFailed')) });
  if (answer.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (answer.isError) return <ErrorPanel title={t('loadFailed')} message={answer.error.message} onRetry={() => void answer.refetch()} retrying={answer.isRefetching} />;
  const figures = figuresOf(kind, answer.data, t, localized);
  const horizontal = kind === 'teaching-load' || !wide;
  const csv = () => {
    const headers = figures.columns.map((one) => one.title);
    downloadText(fileName('csv'), toCsv(headers, figures.rows.map((row) => Object.fromEntries(figures.columns.map((one, index) => [headers[index]!, row[one.key]]))), { bom: true }));
  };
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Text type="secondary">{figures.note}</Typography.Text>
        <Flex gap="small" wrap>
          <Button icon={<FileTextOutlined />} onClick={csv}>
            {t('downloadCsv')}
          </Button>
          <Button icon={<FilePdfOutlined />} loading={pdf.isPending} onClick={() => pdf.mutate()}>
            {t('downloadPdf')}
          </Button>
        </Flex>
      </Flex>
      <BarChart
        data={figures.chart}
        label={t(`chart.${kind}`)}
        valueLabel={figures.valueLabel}
        secondaryLabel={figures.secondaryLabel}
        horizontal={horizontal}
        height={horizontal ? Math.max(200, figures.chart.length * 28) : 260}
        emptyText={t('empty')}
      />
      <Table<Record<string, Cell>>
        size="small"
        rowKey={(row) => figures.columns.map((one) => String(row[one.key] ?? '')).join('|')}
        dataSource={figures.rows}
        pagination={figures.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        // In the readable secondary colour: antd draws a bare text in its disabled grey, under WCAG's contrast.
        locale={{ emptyText: <Typography.Text type="secondary">{t('empty')}</Typography.Text> }}
        columns={figures.columns.map((one) => ({ key: one.key, dataIndex: one.key, title: one.title, align: one.numeric ? 'right' : 'left', render: (value: Cell) => value ?? '—' }))}
      />
    </Flex>
  );
}

export default function ReportsPage() {
  const { t } = useReportsTranslation();
  const periods = useQuery(academicPeriodsQuery);
  const areaTerm = useAreaDefaultTerm();
  const [url, setUrl] = useSearchParams();
  const kind = (REPORT_KINDS as readonly string[]).includes(url.get('report') ?? '') ? (url.get('report') as ReportKind) : 'enrolment';
  const choices = areaTerm.isPending ? undefined : periods.data;
  // A term in the address (chosen here, or a shared link) wins over the area's default term and the active one.
  const period = choices ? (choices.find((one) => one.id === url.get('periodId')) ?? defaultPeriod(choices, areaTerm.periodId)) : undefined;
  const setParam = (name: string, value: string) =>
    setUrl((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    }, { replace: true });
  return (
    <Flex vertical gap="small">
      <PageHeader
        icon={<PieChartOutlined />}
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          choices ? (
            <Select aria-label={t('period')} style={{ minWidth: 200 }} value={period?.id} options={periodOptions(choices, (name) => t('current', { name }))} onChange={(value) => setParam('periodId', value)} />
          ) : null
        }
      />
      {periods.isPending || areaTerm.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : periods.isError ? (
        <ErrorPanel title={t('periodsLoadFailed')} message={periods.error.message} onRetry={() => void periods.refetch()} retrying={periods.isRefetching} />
      ) : period ? (
        <Tabs
          activeKey={kind}
          onChange={(key) => setParam('report', key)}
          items={REPORT_KINDS.map((one) => ({ key: one, label: t(`tabs.${one}`), children: one === kind ? <ReportTab kind={one} periodId={period.id} periodName={period.name} /> : null }))}
        />
      ) : (
        <Typography.Text type="secondary">{t('empty')}</Typography.Text>
      )}
    </Flex>
  );
}
