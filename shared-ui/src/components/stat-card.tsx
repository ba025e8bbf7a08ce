// One figure with its icon on a small card, for dashboards; optionally a link to the list behind it.
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface StatCardProps {
  title: ReactNode;
  value: number | undefined;
  icon: ReactNode;
  suffix?: ReactNode;
  loading?: boolean;
  /** Shown instead of the number when the figure could not be loaded. */
  failed?: ReactNode;
  /** Where the card leads (the list behind the figure). */
  to?: string;
  linkText?: ReactNode;
}

/** One figure with its icon; the whole card is a link to the list behind it. */
export function StatCard({ title, value, icon, suffix, loading, failed, to, linkText }: StatCardProps) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : failed ? (
        <Statistic title={title} valueRender={() => <Typography.Text type="warning">{failed}</Typography.Text>} prefix={icon} />
      ) : (
        <Statistic title={title} value={value ?? 0} prefix={icon} suffix={suffix} />
      )}
      {to && linkText ? (
        <Link to={to} style={{ fontSize: 13 }}>
          {linkText}
        </Link>
      ) : null}
    </Card>
  );
}
