// The Student progress tab: one row per student of the period (paged on the server), filtered by period, unit,
// program, group, standing and a search; a student at risk has their row tinted and says so with an icon and words,
// each row opens on its subjects. The rules in force are stated above the table; the whole view downloads as CSV or
// PDF in the reader's language. Unit filters follow the caller's reach (the server keeps each role to its scope).
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DataTable, defaultPeriod, hasRole, myUnitQuery, periodOptions, useCurrentUser, useLanguage, useLocalized, useOrgOptions, usePagedList, useToast, type DataTableFilter, type DataTableProps } from '@campus/shared-ui';
import type { AcademicPeriod } from '@campus/contracts/organizational';
import type { BoardProgress, StudentProgress } from '@campus/contracts/grading';
import { boardKeys, fetchProgress, fetchWholeProgress, progressFilters } from '../api/board.js';
import { downloadProgressPdf, progressCsv, saveCsv } from '../api/export.js';
import { useBoardTranslation } from '../i18n/index.js';
import { useFigures } from './figures.js';
import { RiskStatus } from './risk-status.js';
import { SubjectsTable } from './subjects-table.js';

/** Which unit filters a person may choose: every faculty and department, their faculty's departments, or none. */
export type BoardReach = 'university' | 'faculty' | 'department';

export function useBoardReach(): BoardReach {
  const { data: user } = useCurrentUser();
  if (hasRole(user, 'admin', 'quality_assurance')) return 'university';
  if (hasRole(user, 'deans_office')) return 'faculty';
  return 'department';
}

/** The faculty and department the option lists narrow to: those chosen, else the caller's own. */
export function useUnitFilters(reach: BoardReach, chosen: { facultyId?: string; departmentId?: string }) {
  const localized = useLocalized();
  const myFaculty = useQuery({ ...myUnitQuery('faculty'), enabled: reach === 'faculty' });
  const myDepartment = useQuery({ ...myUnitQuery('department'), enabled: reach === 'department' });
  const facultyId = reach === 'faculty' ? myFaculty.data?.id : chosen.facultyId;
  const faculties = useOrgOptions('faculties', {}, { enabled: reach === 'university' });
  const departments = useOrgOptions('departments', { facultyId }, { enabled: reach === 'university' || Boolean(facultyId) });
  const options = (rows: { id: string; name: Parameters<typeof localized>[0] }[] | undefined) => (rows ?? []).map((row) => ({ value: row.id, label: localized(row.name) }));
  return {
    facultyId,
    departmentId: chosen.departmentId ?? (reach === 'department' ? myDepartment.data?.id : undefined),
    faculties: options(faculties.data),
    departments: options(departments.data),
  };
}

/** `areaTermId`: the caller's area's default term, opened on unless the address names a term. */
export function ProgressBoard({ periods, areaTermId }: { periods: AcademicPeriod[]; areaTermId?: string }) {
  const { t } = useBoardTranslation();
  const localized = useLocalized();
  const language = useLanguage();
  const figures = useFigures();
  const toast = useToast();
  const { token } = theme.useToken();
  const phone = Grid.useBreakpoint().md === false;
  const reach = useBoardReach();
  const opening = defaultPeriod(periods, areaTermId);
  const list = usePagedList<StudentProgress>({
    queryKey: boardKeys.progress,
    fetchPage: fetchProgress,
    defaultFilters: opening ? { periodId: opening.id } : {},
    urlState: 'p_',
  });
  // The rules and the count come with every page (fetchProgress keeps the whole answer beside the rows).
  const page = (list.query.data as { board?: BoardProgress } | undefined)?.board;
  const chosen = list.params.filters;
  const units = useUnitFilters(reach, chosen);
  const programs = useOrgOptions('programs', { facultyId: units.facultyId, departmentId: units.departmentId });
  const groups = useOrgOptions('groups', { departmentId: units.departmentId, programId: chosen.programId });

  const periodName = periods.find((period) => period.id === chosen.periodId)?.name ?? 'period';
  const fileName = (extension: string) => `examination-board-${periodName.replace(/[^\p{L}\p{N}]+/gu, '-')}.${extension}`;
  const csv = useMutation({
    mutationFn: async () => saveCsv(fileName('csv'), progressCsv(t, localized, await fetchWholeProgress(progressFilters(list.params)))),
    onError: () => toast.error(t('exportFailed')),
  });
  const pdf = useMutation({
    mutationFn: () => downloadProgressPdf(progressFilters(list.params), language, fileName('pdf')),
    onError: () => toast.error(t('exportFailed')),
  });

  const columns: DataTableProps<StudentProgress>['columns'] = [
    {
      key: 'student',
      title: t('columns.student'),
      hideable: false,
      render: (_, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Typography.Text strong>{row.fullName}</Typography.Text>
          <Typography.Text type="secondary">{row.studentNumber}</Typography.Text>
          {/* On a phone the standing sits under the name, where it is seen without scrolling sideways. */}
          {phone ? <RiskStatus student={row} /> : null}
        </Flex>
      ),
    },
    {
      key: 'group',
      title: t('columns.group'),
      render: (_, row) => (
        <Flex vertical>
          <span>{row.groupName ?? '—'}</span>
          <Typography.Text type="secondary">{row.programCode}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'subjects', title: t('columns.subjects'), render: (_, row) => t('subjectsCount', { count: row.subjects.length }) },
    { key: 'average', title: t('columns.average'), align: 'right', render: (_, row) => (row.average === null ? <Typography.Text type="secondary">{t('noScores')}</Typography.Text> : figures.number(row.average)) },
    { key: 'missed', title: t('columns.missed'), align: 'right', render: (_, row) => (row.missedShare === null ? <Typography.Text type="secondary">{t('noClasses')}</Typography.Text> : figures.percent(row.missedShare)) },
    { key: 'status', title: t('columns.status'), hideable: false, render: (_, row) => <RiskStatus student={row} /> },
  ];
  const shown = phone ? columns.filter((column) => !['group', 'subjects', 'status'].includes(String(column.key))) : columns;

  const filters: DataTableFilter[] = [
    { key: 'periodId', label: t('period'), options: periodOptions(periods, (name) => t('activePeriod', { name })), width: 220 },
    ...(reach === 'university' ? [{ key: 'facultyId', label: t('faculty'), options: units.faculties, width: 220 }] : []),
    ...(reach === 'department' ? [] : [{ key: 'departmentId', label: t('department'), options: units.departments, width: 220 }]),
    { key: 'programId', label: t('program'), options: (programs.data ?? []).map((program) => ({ value: program.id, label: `${program.code} · ${localized(program.name)}` })), width: 220 },
    { key: 'groupId', label: t('group'), options: (groups.data ?? []).map((group) => ({ value: group.id, label: group.name })), width: 160 },
    { key: 'atRisk', label: t('risk'), options: [{ value: 'yes', label: t('atRiskOnly') }], width: 200 },
  ];

  const rules = page?.rules;
  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap align="flex-start">
        {rules ? (
          <Alert
            style={{ flex: '1 1 320px' }}
            type="info"
            showIcon
            title={t('atRiskCount', { count: page.atRiskCount })}
            description={t(rules.failingSubjects > 0 ? 'rules' : 'rulesNoFailing', { passMark: figures.number(rules.passMark), failing: rules.failingSubjects, share: figures.percent(rules.absenceShare) })}
          />
        ) : null}
        <Flex gap="small" wrap>
          <Button icon={<FileTextOutlined />} loading={csv.isPending} onClick={() => csv.mutate()}>
            {t('downloadCsv')}
          </Button>
          <Button icon={<FilePdfOutlined />} loading={pdf.isPending} onClick={() => pdf.mutate()}>
            {t('downloadPdf')}
          </Button>
        </Flex>
      </Flex>
      <DataTable<StudentProgress>
        list={list}
        columns={shown}
        rowKey="studentId"
        label={t('progressTable')}
        errorTitle={t('progressLoadFailed')}
        searchPlaceholder={t('search')}
        settingsKey="examination-board-progress"
        filters={filters}
        emptyText={t('progressEmpty')}
        onRow={(row) => (row.atRisk ? { style: { background: token.colorErrorBg } } : {})}
        expandable={{ expandedRowRender: (row) => <SubjectsTable student={row} />, rowExpandable: (row) => row.subjects.length > 0 }}
      />
    </Flex>
  );
}
