// Quality assurance's figures of a term on /admin/analytics (issue 15 part 6), beside the enrolment and teaching-load
// charts: course evaluation response rates and agreement by faculty and program (the evaluations overview), and
// pass rates and attendance rates by faculty, each read through grading's reports API (GET
// /api/grading/reports/grades|attendance?periodId&facultyId), never another service's tables. Loaded only through
// results.tsx.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { reportPath, type AttendanceReport, type GradesReport } from '@campus/contracts/grading';
import { useOrgOptions } from '../../academic/org-api.js';
import { api } from '../../api/client.js';
import { BarChart } from '../../charts/charts.js';
import { CardGrid } from '../../components/card-grid.js';
import { ErrorPanel } from '../../components/error-panel.js';
import { defaultPeriod, periodOptions } from '../../components/period-screen.js';
import { academicPeriodsQuery } from '../../grading/overview/periods.js';
import { useLocalized } from '../../i18n/localized.js';
import { surveysErrorText, useSurveysTranslation } from '../i18n/index.js';
import { useResultsTranslation } from './i18n/index.js';
import { evaluationsQuery } from './results-api.js';

export interface QualityCardsProps {
  /** Narrows every figure to one faculty. */
  facultyId?: string;
  /** Where "All evaluations" leads; no link without it. */
  evaluationsPath?: string;
}

const MAX_BARS = 15;
const barsHeight = (rows: number) => Math.max(200, Math.min(rows, MAX_BARS) * 32 + 50);
const shortName = (name: string) => (name.length > 26 ? `${name.slice(0, 25)}…` : name);

/** Share of passing students over every subject with a pass rate: each subject weighs by its students. */
export function passRateOf(report: GradesReport): number | null {
  const rows = report.data.filter((row) => row.passRate !== null && row.students > 0);
  const students = rows.reduce((sum, row) => sum + row.students, 0);
  return students === 0 ? null : Math.round((rows.reduce((sum, row) => sum + row.passRate! * row.students, 0) / students) * 1000) / 10;
}

/** Days attended over class days held, every subject together. */
export function attendanceRateOf(report: AttendanceReport): number | null {
  const days = report.data.reduce((sum, row) => sum + row.studentDays, 0);
  const missed = report.data.reduce((sum, row) => sum + row.missed, 0);
  return days === 0 ? null : Math.round(((days - missed) / days) * 1000) / 10;
}

/** What a card needs of its query (or of several together) to show a failure with retry. */
interface LoadState {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

function QualityCard({ title, query, extra, children }: { title: string; query: LoadState; extra?: ReactNode; children: ReactNode }) {
  const { t } = useResultsTranslation();
  const { t: tk } = useSurveysTranslation();
  return (
    <Card title={<span style={{ whiteSpace: 'normal' }}>{title}</span>} extra={extra} style={{ height: '100%' }} styles={{ header: { paddingBlock: 12 }, body: { paddingTop: 12 } }}>
      {query.isError ? <ErrorPanel title={t('loadFailed')} message={surveysErrorText(tk, query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : children}
    </Card>
  );
}

/** Each faculty's grades and attendance reports of the term (the dean's-office-sized answer per faculty). */
function useFacultyRates(periodId: string | undefined, facultyId: string | undefined) {
  const faculties = useOrgOptions('faculties');
  const localized = useLocalized();
  const chosen = (faculties.data ?? []).filter((faculty) => !facultyId || faculty.id === facultyId);
  const reports = useQueries({
    queries: chosen.flatMap((faculty) =>
      (['grades', 'attendance'] as const).map((kind) => ({
        queryKey: ['grading', 'reports', kind, periodId, faculty.id] as const,
        queryFn: ({ signal }: { signal: AbortSignal }) => api.get<GradesReport | AttendanceReport>(`${reportPath(kind)}?periodId=${periodId}&facultyId=${faculty.id}`, { signal }),
        enabled: !!periodId,
      })),
    ),
  });
  const failed = faculties.isError ? faculties : reports.find((one) => one.isError);
  const rows = chosen.map((faculty, index) => ({
    name: localized(faculty.name),
    pass: reports[index * 2]?.data ? passRateOf(reports[index * 2]!.data as GradesReport) : null,
    attendance: reports[index * 2 + 1]?.data ? attendanceRateOf(reports[index * 2 + 1]!.data as AttendanceReport) : null,
  }));
  return {
    rows,
    pending: faculties.isPending || !periodId || reports.some((one) => one.isPending),
    query: {
      isError: !!failed,
      error: failed?.error ?? null,
      isFetching: faculties.isFetching || reports.some((one) => one.isFetching),
      refetch: () => Promise.all([faculties.refetch(), ...reports.map((one) => one.refetch())]),
    },
  };
}

/** The term of the figures: the one in the address (?periodId), else the active one. */
function useTerm() {
  const periods = useQuery(academicPeriodsQuery);
  const [url, setUrl] = useSearchParams();
  const period = periods.data ? (periods.data.find((one) => one.id === url.get('periodId')) ?? defaultPeriod(periods.data)) : undefined;
  const choose = (id: string) =>
    setUrl((current) => {
      const next = new URLSearchParams(current);
      next.set('periodId', id);
      return next;
    }, { replace: true });
  return { periods, period, choose };
}

export default function QualityCards({ facultyId, evaluationsPath }: QualityCardsProps) {
  const { t } = useResultsTranslation();
  const localized = useLocalized();
  const { periods, period, choose } = useTerm();
  const periodId = period?.id;
  const faculties = useOrgOptions('faculties');
  const overview = useQuery(evaluationsQuery(periodId ? { academicPeriodId: periodId, facultyId } : undefined));
  const rates = useFacultyRates(periodId, facultyId);
  const names = new Map((faculties.data ?? []).map((faculty) => [faculty.id, localized(faculty.name)]));
  const facultyRows = (overview.data?.faculties ?? []).map((row) => ({ ...row, name: names.get(row.id) || row.name }));
  const programRows = [...(overview.data?.programs ?? [])].sort((a, b) => b.audienceSize - a.audienceSize).slice(0, MAX_BARS);
  const loading = !periodId || overview.isPending;
  const link = evaluationsPath ? <Link to={`${evaluationsPath}${periodId ? `?periodId=${periodId}` : ''}`}>{t('analytics.openEvaluations')}</Link> : undefined;
  return (
    <>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('analytics.heading')}
        </Typography.Title>
        <Select
          aria-label={t('analytics.term')}
          style={{ minWidth: 220 }}
          loading={periods.isPending}
          value={periodId}
          options={periodOptions(periods.data ?? [], (name) => t('evaluations.current', { name }))}
          onChange={choose}
        />
      </Flex>
      <CardGrid minColumnWidth={340}>
        <QualityCard title={t('analytics.rateByFaculty')} query={overview} extra={link}>
          <BarChart
            loading={loading}
            horizontal
            height={barsHeight(facultyRows.length)}
            label={t('analytics.rateByFaculty')}
            valueLabel={t('analytics.rate')}
            unit="%"
            data={facultyRows.map((row) => ({ label: shortName(row.name), title: `${row.name}: ${row.responses}/${row.audienceSize}`, value: row.responseRate }))}
            emptyText={t('analytics.noEvaluations')}
          />
        </QualityCard>
        <QualityCard title={t('analytics.agreementByFaculty')} query={overview}>
          <BarChart
            loading={loading}
            horizontal
            height={barsHeight(facultyRows.length)}
            label={t('analytics.agreementByFaculty')}
            valueLabel={t('analytics.agreement')}
            data={facultyRows.filter((row) => row.agreementMean !== null).map((row) => ({ label: shortName(row.name), title: row.name, value: row.agreementMean! }))}
            emptyText={t('analytics.noEvaluations')}
          />
        </QualityCard>
      </CardGrid>
      <CardGrid minColumnWidth={340}>
        <QualityCard title={t('analytics.rateByProgram')} query={overview}>
          <BarChart
            loading={loading}
            horizontal
            height={barsHeight(programRows.length)}
            label={t('analytics.rateByProgram')}
            valueLabel={t('analytics.rate')}
            unit="%"
            data={programRows.map((row) => ({ label: row.name, title: `${row.name}: ${row.responses}/${row.audienceSize}`, value: row.responseRate }))}
            emptyText={t('analytics.noEvaluations')}
          />
        </QualityCard>
        <QualityCard title={t('analytics.passByFaculty')} query={rates.query}>
          <BarChart
            loading={rates.pending}
            horizontal
            height={barsHeight(rates.rows.length)}
            label={t('analytics.passByFaculty')}
            valueLabel={t('analytics.pass')}
            unit="%"
            data={rates.rows.filter((row) => row.pass !== null).map((row) => ({ label: shortName(row.name), title: row.name, value: row.pass! }))}
            emptyText={t('analytics.noFigures')}
          />
        </QualityCard>
        <QualityCard title={t('analytics.attendanceByFaculty')} query={rates.query}>
          <BarChart
            loading={rates.pending}
            horizontal
            height={barsHeight(rates.rows.length)}
            label={t('analytics.attendanceByFaculty')}
            valueLabel={t('analytics.attendance')}
            unit="%"
            data={rates.rows.filter((row) => row.attendance !== null).map((row) => ({ label: shortName(row.name), title: row.name, value: row.attendance! }))}
            emptyText={t('analytics.noFigures')}
          />
        </QualityCard>
      </CardGrid>
    </>
  );
}
