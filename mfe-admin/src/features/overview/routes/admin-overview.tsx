// /admin/: the surveys the administrator has to answer (only when there are any), the platform in figures (accounts,
// people, academic structure), accounts per role, and the way to every admin screen.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import {
  ApartmentOutlined,
  BankOutlined,
  BookOutlined,
  ClusterOutlined,
  IdcardOutlined,
  LineChartOutlined,
  ReadOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { AccountSummary, CardGrid, ErrorPanel, PageHeader, errorMessage, useCurrentUser, useRoleLabel, StatCard, SurveysToAnswerCard } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { figureQuery, usersByRoleQuery, type Figure } from '../api/figures.js';

const CARDS: { figure: Figure; icon: ReactNode; to: string }[] = [
  { figure: 'users', icon: <TeamOutlined />, to: '/admin/users' },
  { figure: 'students', icon: <UserOutlined />, to: '/admin/students' },
  { figure: 'instructors', icon: <IdcardOutlined />, to: '/admin/instructors' },
  { figure: 'courses', icon: <BookOutlined />, to: '/admin/courses' },
  { figure: 'programs', icon: <ReadOutlined />, to: '/admin/programs' },
  { figure: 'faculties', icon: <BankOutlined />, to: '/admin/organizational' },
  { figure: 'departments', icon: <ClusterOutlined />, to: '/admin/organizational?tab=departments' },
];

function FigureCard({ figure, icon, to }: (typeof CARDS)[number]) {
  const { t } = useTranslation('admin');
  const query = useQuery(figureQuery(figure));
  return (
    <StatCard
      title={t(`overview.figures.${figure}`)}
      value={query.data}
      icon={icon}
      loading={query.isPending}
      failed={query.isError ? t('overview.unavailable') : undefined}
      to={to}
      linkText={t('overview.open')}
    />
  );
}

function AccountsByRole() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const roleLabel = useRoleLabel();
  const query = useQuery(usersByRoleQuery());
  const largest = Math.max(1, ...(query.data?.counts.map((row) => row.total) ?? []));
  return (
    <Card title={t('overview.byRole')} style={{ height: '100%' }}>
      {query.isPending ? <Skeleton active paragraph={{ rows: 6 }} title={false} /> : null}
      {query.isError ? (
        <ErrorPanel title={t('overview.byRoleFailed')} message={errorMessage(query.error, tc)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      {query.data ? (
        <Flex vertical gap={10} role="list" aria-label={t('overview.byRole')}>
          {query.data.counts.map(({ role, total }) => (
            <Flex key={role} role="listitem" align="center" gap="middle">
              <Typography.Text style={{ width: 170, flex: 'none' }}>{roleLabel(role)}</Typography.Text>
              <Progress percent={(total / largest) * 100} showInfo={false} style={{ flex: 1, margin: 0 }} aria-hidden />
              <Typography.Text strong style={{ width: 48, textAlign: 'right' }}>
                {total}
              </Typography.Text>
            </Flex>
          ))}
          <Typography.Text type="secondary">{t('overview.inactive', { count: query.data.inactive })}</Typography.Text>
        </Flex>
      ) : null}
    </Card>
  );
}

function Shortcuts() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const links = [
    { key: 'academic', icon: <ShopOutlined />, to: '/admin/academic' },
    { key: 'organizational', icon: <ApartmentOutlined />, to: '/admin/organizational' },
    { key: 'users', icon: <TeamOutlined />, to: '/admin/users' },
    { key: 'analytics', icon: <LineChartOutlined />, to: '/admin/analytics' },
  ];
  return (
    <Card title={t('overview.shortcuts')} style={{ height: '100%' }}>
      <Flex vertical gap="small">
        {links.map((link) => (
          <Button key={link.key} icon={link.icon} onClick={() => navigate(link.to)} block style={{ justifyContent: 'flex-start', height: 'auto', padding: '8px 12px' }}>
            <Flex vertical align="flex-start" style={{ whiteSpace: 'normal', textAlign: 'start' }}>
              <Typography.Text strong>{t(`overview.tools.${link.key}`)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`overview.tools.${link.key}Text`)}
              </Typography.Text>
            </Flex>
          </Button>
        ))}
      </Flex>
    </Card>
  );
}

export default function AdminOverview() {
  const { t } = useTranslation('admin');
  const { data: user } = useCurrentUser();
  return (
    <Flex vertical gap="large">
      <PageHeader title={t('overview.title')} subtitle={user ? t('overview.greeting', { name: user.firstName || user.displayName }) : undefined} />
      <SurveysToAnswerCard hideWhenEmpty />
      <CardGrid minColumnWidth={180} gap={16}>
        {CARDS.map((card) => (
          <FigureCard key={card.figure} {...card} />
        ))}
      </CardGrid>
      <CardGrid minColumnWidth={320} weights={[3, 3, 2]}>
        <AccountsByRole />
        <Shortcuts />
        <AccountSummary />
      </CardGrid>
    </Flex>
  );
}
