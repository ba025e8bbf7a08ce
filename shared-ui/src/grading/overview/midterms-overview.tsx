// The staff midterms overview (GET /api/grading/midterms): one row per section and midterm number with its status,
// progress and average, paged on the server, filtered by period (the one in the address, else the caller's area's
// default term, else the active one), status and a search, and
// by faculty and department where the person's role lets them choose. The server keeps each role to its scope
// (an administrator and quality assurance: everything; a dean's office: its faculty; a chair: their department);
// the filters offered here follow the same rule, so nobody is offered a choice the server would ignore.
// Shown by staff /midterms (learning) and /admin/midterms/ (admin); each remote's screen loads it lazily.
import Flex from 'antd/es/flex';
import { FileDoneOutlined } from '@ant-design/icons';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useQuery } from '@tanstack/react-query';
import { GRADING_PATHS, MIDTERM_STATUSES, type MidtermListQuery, type MidtermOverview } from '@campus/contracts/grading';
import type { AcademicPeriod } from '@campus/contracts/organizational';
import { api } from '../../api/client.js';
import { useCurrentUser } from '../../auth/auth-api.js';
import { hasRole } from '../../auth/rbac.js';
import { DataTable, type DataTableFilter, type DataTableProps } from '../../components/data-table.js';
import { ErrorPanel } from '../../components/error-panel.js';
import { PageHeader } from '../../components/page-header.js';
import { defaultPeriod, periodOptions } from '../../components/period-screen.js';
import { useDateFormat } from '../../i18n/format.js';
import { useLanguage, type Language } from '../../i18n/i18n.js';
import { useLocalized } from '../../i18n/localized.js';
import { pagedListQuery, searchParamsOf, usePagedList, type PagedListParams } from '../../query/paged-list.js';
import { myUnitQuery, useOrgOptions } from '../../academic/org-api.js';
import { MidtermStatusTag, gradingErrorText } from '../midterm-status.js';
import { useGradingTranslation } from '../i18n/index.js';
import { useOverviewTranslation } from './i18n/index.js';
import { academicPeriodsQuery, useAreaDefaultTerm } from './periods.js';

/** Which unit filters a person may choose: every faculty and department, their faculty's departments, or none. */
export type OverviewReach = 'university' | 'faculty' | 'department';

export function overviewReach(user: Parameters<typeof hasRole>[0]): OverviewReach {
  if (hasRole(user, 'admin', 'quality_assurance')) return 'university';
  if (hasRole(user, 'deans_office')) return 'faculty';
  return 'department';
}

/** Long names wrap instead of widening the table past a laptop's screen. */
const WRAP = { maxWidth: 200, whiteSpace: 'normal' } as const;
const NARROW = { maxWidth: 140, whiteSpace: 'normal' } as const;
const DATE = { maxWidth: 110, whiteSpace: 'normal' } as const;

export const midtermOverviewKeys = {
  all: ['grading', 'midterms', 'overview'] as const,
};

/** The server names departments and faculties in the language the request asks for: the person's, not the browser's. */
async function fetchOverview(params: PagedListParams, signal: AbortSignal, language: Language) {
  const query = pagedListQuery<MidtermListQuery>(params);
  const page = await api.get<{ data: MidtermOverview[]; total: number }>(`${GRADING_PATHS.midterms}?${searchParamsOf(query)}`, {
    signal,
    headers: { 'Accept-Language': language },
  });
  return { rows: page.data, total: page.total };
}

export interface MidtermsOverviewProps {
  /** Where the browser keeps the table's hidden columns and density. */
  settingsKey: string;
}

function OverviewTable({ periods, areaTermId, settingsKey }: { periods: AcademicPeriod[]; areaTermId?: string; settingsKey: string }) {
  const { t } = useOverviewTranslation();
  const { t: tg } = useGradingTranslation();
  const localized = useLocalized();
  const { formatDate } = useDateFormat();
  const { data: user } = useCurrentUser();
  const reach = overviewReach(user);
  const opening = defaultPeriod(periods, areaTermId);
  const language = useLanguage();
  const list = usePagedList<MidtermOverview>({
    queryKey: [...midtermOverviewKeys.all, language],
    fetchPage: (params, signal) => fetchOverview(params, signal, language),
    defaultSort: { field: 'courseCode', order: 'asc' },
    defaultFilters: opening ? { periodId: opening.id } : {},
  });
  const facultyId = list.params.filters.facultyId;
  const faculties = useOrgOptions('faculties', {}, { enabled: reach === 'university' });
  const myFaculty = useQuery({ ...myUnitQuery('faculty'), enabled: reach === 'faculty' });
  const departmentFacultyId = reach === 'faculty' ? myFaculty.data?.id : facultyId;
  const departments = useOrgOptions(
    'departments',
    { facultyId: departmentFacultyId },
    { enabled: reach === 'university' || (reach === 'faculty' && Boolean(departmentFacultyId)) },
  );

  const columns: DataTableProps<MidtermOverview>['columns'] = [
    {
      key: 'courseCode',
      title: t('columns.course'),
      sorter: true,
      hideable: false,
      render: (_, row) => (
        <Flex vertical style={WRAP}>
          <Typography.Text strong>{localized(row.courseName)}</Typography.Text>
          <Typography.Text type="secondary">{row.courseCode}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'section', title: t('columns.section'), align: 'right', render: (_, row) => row.sectionNumber },
    { key: 'lecturer', title: t('columns.lecturer'), render: (_, row) => <div style={NARROW}>{row.lecturerName ?? <Typography.Text type="secondary">{t('noLecturer')}</Typography.Text>}</div> },
    {
      key: 'department',
      title: t('columns.department'),
      render: (_, row) => (
        <Flex vertical style={WRAP}>
          <span>{row.departmentName}</span>
          {reach === 'university' ? <Typography.Text type="secondary">{row.facultyName}</Typography.Text> : null}
        </Flex>
      ),
    },
    { key: 'number', title: t('columns.number'), align: 'right', render: (_, row) => row.number },
    { key: 'status', title: t('columns.status'), sorter: true, render: (_, row) => <MidtermStatusTag status={row.status} /> },
    { key: 'graded', title: t('columns.graded'), align: 'right', render: (_, row) => t('gradedOf', { graded: row.graded, students: row.students }) },
    { key: 'average', title: t('columns.average'), sorter: true, align: 'right', render: (_, row) => (row.average === null ? '—' : row.average.toFixed(1)) },
    {
      key: 'publishedAt',
      title: t('columns.publishedAt'),
      sorter: true,
      render: (_, row) => <div style={DATE}>{row.publishedAt ? formatDate(row.publishedAt) : <Typography.Text type="secondary">{t('notPublished')}</Typography.Text>}</div>,
    },
  ];

  const filters: DataTableFilter[] = [
    {
      key: 'periodId',
      label: t('period'),
      options: periodOptions(periods, (name) => t('activePeriod', { name })),
      width: 220,
    },
    { key: 'status', label: t('status'), options: MIDTERM_STATUSES.map((status) => ({ value: status, label: tg(`status.${status}`) })), width: 200 },
    ...(reach === 'university'
      ? [{ key: 'facultyId', label: t('faculty'), options: (faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: localized(faculty.name) })), width: 220 }]
      : []),
    ...(reach === 'department'
      ? []
      : [{ key: 'departmentId', label: t('department'), options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })), width: 220 }]),
  ];

  return (
    <DataTable<MidtermOverview>
      list={list}
      columns={columns}
      rowKey={(row) => `${row.sectionId}/${row.number}`}
      label={t('table')}
      errorTitle={t('loadFailed')}
      errorText={(error) => gradingErrorText(tg, error)}
      searchPlaceholder={t('search')}
      settingsKey={settingsKey}
      filters={filters}
      emptyText={t('empty')}
    />
  );
}

/** The overview with its period list and the area's default term loaded first (the period filter opens on them). */
export function MidtermsOverviewTable({ settingsKey }: MidtermsOverviewProps) {
  const { t } = useOverviewTranslation();
  const { t: tg } = useGradingTranslation();
  const periods = useQuery(academicPeriodsQuery);
  const areaTerm = useAreaDefaultTerm();
  if (periods.isPending || areaTerm.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (periods.isError)
    return <ErrorPanel title={t('periodsLoadFailed')} message={gradingErrorText(tg, periods.error)} onRetry={() => void periods.refetch()} retrying={periods.isRefetching} />;
  return <OverviewTable periods={periods.data} areaTermId={areaTerm.periodId} settingsKey={settingsKey} />;
}

export interface MidtermsOverviewPageProps extends MidtermsOverviewProps {
  /** The admin area's words (all of the university) rather than a scope's. */
  university?: boolean;
}

/** The whole screen: heading and table. */
export function MidtermsOverviewPage({ settingsKey, university = false }: MidtermsOverviewPageProps) {
  const { t } = useOverviewTranslation();
  return (
    <Flex vertical gap="small">
      <PageHeader icon={<FileDoneOutlined />} title={t('title')} subtitle={university ? t('adminSubtitle') : t('subtitle')} />
      <MidtermsOverviewTable settingsKey={settingsKey} />
    </Flex>
  );
}
