// /admin/analytics (admin, quality assurance): enrolment per program, teaching load per lecturer and group
// sizes as charts (shared with the dean's office and department screens), with the key figures above them; then a
// chosen term's course evaluation response rates and agreement by faculty and program, and pass and attendance rates
// by faculty (shared-ui's SurveyQualityCards, each through its service's API); narrowed to one faculty on request.
// Quality assurance lands here, so the surveys the person has to answer come first (only when there are any).
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import { ApartmentOutlined, BarChartOutlined, DashboardOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { type AnalyticsScope, averageLoad, CardGrid, EnrollmentByProgramCard, GroupFillCard, GroupSizesCard, groupSizesQuery, LoadByLecturerCard, loadByLecturerQuery, enrollmentByProgramQuery, PageHeader, StatCard, SurveyQualityCards, SurveysToAnswerCard, useLocalized, useOrgOptions } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionsCard } from '../components/permissions-card.js';

export default function QualityAnalytics() {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const faculties = useOrgOptions('faculties');
  const [facultyId, setFacultyId] = useState<string | undefined>();
  const scope: AnalyticsScope = { facultyId };
  // The same queries as the charts below: one request each, shared.
  const programs = useQuery(enrollmentByProgramQuery(scope));
  const loads = useQuery(loadByLecturerQuery(scope));
  const groups = useQuery(groupSizesQuery(scope));
  const totalStudents = (programs.data ?? []).reduce((sum, row) => sum + row.studentCount, 0);
  const unavailable = (query: { isError: boolean }) => (query.isError ? t('overview.unavailable') : undefined);

  return (
    <Flex vertical gap="large">
      <PageHeader
        icon={<BarChartOutlined />}
        title={t('analytics.title')}
        subtitle={t('analytics.subtitle')}
        extra={
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('fields.faculty')}
            placeholder={t('analytics.allFaculties')}
            value={facultyId}
            onChange={setFacultyId}
            loading={faculties.isPending}
            options={(faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: localized(faculty.name) }))}
            style={{ width: 260 }}
          />
        }
      />
      <SurveysToAnswerCard hideWhenEmpty />
      <CardGrid minColumnWidth={200} gap={16}>
        <StatCard title={t('analytics.figures.students')} value={totalStudents} icon={<TeamOutlined />} loading={programs.isPending} failed={unavailable(programs)} />
        <StatCard title={t('analytics.figures.programs')} value={programs.data?.length ?? 0} icon={<ApartmentOutlined />} loading={programs.isPending} failed={unavailable(programs)} />
        <StatCard
          title={t('analytics.figures.averageLoad')}
          value={averageLoad(loads.data ?? [])}
          icon={<DashboardOutlined />}
          suffix="%"
          loading={loads.isPending}
          failed={unavailable(loads)}
        />
        <StatCard title={t('analytics.figures.groups')} value={groups.data?.length ?? 0} icon={<UsergroupAddOutlined />} loading={groups.isPending} failed={unavailable(groups)} />
      </CardGrid>
      <CardGrid minColumnWidth={440}>
        <EnrollmentByProgramCard scope={scope} />
        <LoadByLecturerCard scope={scope} />
      </CardGrid>
      <CardGrid minColumnWidth={440} weights={[2, 3]}>
        <GroupFillCard scope={scope} />
        <GroupSizesCard scope={scope} />
      </CardGrid>
      <SurveyQualityCards facultyId={facultyId} evaluationsPath="/admin/surveys/evaluations" />
      <PermissionsCard />
    </Flex>
  );
}
