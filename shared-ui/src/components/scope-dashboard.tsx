// The dashboard of an area that works on one faculty or department: a header with the scope picker, the surveys the
// person has to answer (only when there are any), the scope's figures and charts (or the error that kept them away),
// the signed-in account, and links to the area's tools.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '../api/api-error.js';
import { useCurrentUser } from '../auth/auth-api.js';
import { AccountSummary } from './account-summary.js';
import { CardGrid } from './card-grid.js';
import { ErrorPanel } from './error-panel.js';
import { PageHeader } from './page-header.js';
import { SurveysToAnswerCard } from '../surveys/answer/my-surveys.js';
import { StatCard } from './stat-card.js';

export interface ScopeDashboardStat {
  key: string;
  value: number | undefined;
  icon: ReactNode;
  suffix?: ReactNode;
}

export interface ScopeDashboardLink {
  key: string;
  path: string;
  icon: ReactNode;
}

export interface ScopeDashboardProps {
  /**
   * The area's i18next namespace, holding `dashboard.title`, `dashboard.greeting` (with {{name}}),
   * `dashboard.loadFailed`, `dashboard.tools`, `dashboard.stats.<stat key>` and `sidebar.<link key>`.
   */
  ns: string;
  icon: ReactNode;
  /** The scope's name once known; `dashboard.title` until then. */
  title?: string;
  /** The scope picker, at the header's end. */
  picker: ReactNode;
  /** The dashboard's query. */
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  loading: boolean;
  stats: ScopeDashboardStat[];
  /** The charts below the figures (shown with them, hidden on error). */
  charts: ReactNode;
  links: ScopeDashboardLink[];
  /** Under the links in the tools card. */
  toolsFooter?: ReactNode;
}

export function ScopeDashboard({ ns, icon, title, picker, query, loading, stats, charts, links, toolsFooter }: ScopeDashboardProps) {
  const { t } = useTranslation(ns);
  const { t: tc } = useTranslation('common');
  const { data: user } = useCurrentUser();
  return (
    <Flex vertical gap="large">
      <PageHeader
        icon={icon}
        title={title ?? t('dashboard.title')}
        subtitle={user ? t('dashboard.greeting', { name: user.firstName || user.displayName }) : undefined}
        extra={picker}
      />
      <SurveysToAnswerCard hideWhenEmpty />
      {query.isError ? (
        <ErrorPanel title={t('dashboard.loadFailed')} message={errorMessage(query.error, tc)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <CardGrid minColumnWidth={128} gap={16}>
            {stats.map((stat) => (
              <StatCard key={stat.key} title={t(`dashboard.stats.${stat.key}`)} value={stat.value} icon={stat.icon} suffix={stat.suffix} loading={loading} />
            ))}
          </CardGrid>
          {charts}
        </>
      )}
      <CardGrid weights={[1, 2]}>
        <AccountSummary />
        <Card title={t('dashboard.tools')}>
          <Flex wrap gap="small">
            {links.map((link) => (
              <Link key={link.key} to={link.path}>
                <Button icon={link.icon}>{t(`sidebar.${link.key}`)}</Button>
              </Link>
            ))}
          </Flex>
          {toolsFooter}
        </Card>
      </CardGrid>
    </Flex>
  );
}
