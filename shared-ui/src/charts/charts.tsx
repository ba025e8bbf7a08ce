// Charts load with their library only when a screen shows one: recharts is in no chunk but the chart screens'.
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, type ReactNode } from 'react';
import type { BarChartProps } from './bar-chart.js';
import type { DonutChartProps } from './donut-chart.js';

const BarChartImpl = lazy(() => import('./bar-chart.js'));
const DonutChartImpl = lazy(() => import('./donut-chart.js'));

export type { BarChartProps, BarDatum } from './bar-chart.js';
export type { DonutChartProps, DonutSlice } from './donut-chart.js';

function Placeholder({ height }: { height: number }): ReactNode {
  return <Skeleton.Node active style={{ width: '100%', height }} />;
}

export function BarChart(props: BarChartProps & { loading?: boolean }) {
  const height = props.height ?? 280;
  if (props.loading) return <Placeholder height={height} />;
  return (
    <Suspense fallback={<Placeholder height={height} />}>
      <BarChartImpl {...props} />
    </Suspense>
  );
}

export function DonutChart(props: DonutChartProps & { loading?: boolean }) {
  const height = props.height ?? 280;
  if (props.loading) return <Placeholder height={height} />;
  return (
    <Suspense fallback={<Placeholder height={height} />}>
      <DonutChartImpl {...props} />
    </Suspense>
  );
}
