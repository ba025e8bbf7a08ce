// A bar chart in the platform's colours (light and dark), with a visually hidden table for screen readers.
// Loaded only through charts.tsx, so recharts is downloaded by chart screens alone.
import Empty from 'antd/es/empty';
import theme from 'antd/es/theme';
import { Bar, BarChart as Chart, CartesianGrid, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SrTable, type ChartSeriesLabels } from './sr-table.js';

export interface BarDatum {
  /** Axis label (short: a code or a name). */
  label: string;
  value: number;
  /** A second bar beside the first (e.g. capacity). */
  secondary?: number;
  /** Longer name for the tooltip and the screen-reader table. */
  title?: string;
}

export interface BarChartProps extends ChartSeriesLabels {
  data: BarDatum[];
  /** Accessible name of the chart. */
  label: string;
  /** Bars lie along the vertical axis (long names read better). */
  horizontal?: boolean;
  height?: number;
  /** Colours the first series by value, e.g. red over 100 %. */
  colorOf?: (datum: BarDatum) => string | undefined;
  /** A dashed line across the chart at this value (e.g. 100 %). */
  reference?: { value: number; label: string };
  emptyText?: string;
  unit?: string;
}

export default function BarChart(props: BarChartProps) {
  const { data, label, valueLabel, secondaryLabel, horizontal = false, height = 280, colorOf, reference, emptyText, unit } = props;
  const { token } = theme.useToken();
  if (data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} style={{ height, display: 'grid', placeContent: 'center' }} />;
  }
  const hasSecondary = data.some((row) => row.secondary !== undefined);
  const animate = token.motion !== false;
  const tick = { fill: token.colorTextSecondary, fontSize: 12 };
  const categoryAxis = { dataKey: 'label', type: 'category' as const, tick, stroke: token.colorBorder, interval: 0 };
  const valueAxis = { type: 'number' as const, allowDecimals: false, tick, stroke: token.colorBorder, unit };
  const tilted = !horizontal && data.length > 6;
  const radius: [number, number, number, number] = horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0];
  const longest = Math.max(...data.map((row) => row.label.length));
  return (
    <figure style={{ margin: 0, position: 'relative' }} aria-label={label}>
      <div style={{ width: '100%', height }} aria-hidden="true">
        <ResponsiveContainer>
          <Chart accessibilityLayer={false} data={data} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 24, bottom: 8, left: horizontal ? 8 : 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} horizontal={!horizontal} vertical={horizontal} />
            {horizontal ? (
              <XAxis {...valueAxis} />
            ) : (
              <XAxis {...categoryAxis} angle={tilted ? -35 : 0} textAnchor={tilted ? 'end' : 'middle'} height={tilted ? 70 : 30} />
            )}
            {horizontal ? <YAxis {...categoryAxis} width={Math.min(180, 16 + longest * 7)} /> : <YAxis {...valueAxis} width={48} />}
            <Tooltip
              cursor={{ fill: token.colorFillTertiary }}
              contentStyle={{
                background: token.colorBgElevated,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                color: token.colorText,
              }}
              labelStyle={{ color: token.colorText, fontWeight: 600 }}
              itemStyle={{ color: token.colorText }}
              labelFormatter={(value, payload) => (payload?.[0]?.payload as BarDatum | undefined)?.title ?? String(value)}
            />
            {hasSecondary ? <Legend wrapperStyle={{ color: token.colorTextSecondary, fontSize: 12 }} /> : null}
            {reference ? (
              <ReferenceLine
                {...(horizontal ? { x: reference.value } : { y: reference.value })}
                stroke={token.colorError}
                strokeDasharray="4 4"
                label={{ value: reference.label, fill: token.colorError, fontSize: 12, position: horizontal ? 'top' : 'right' }}
              />
            ) : null}
            <Bar
              dataKey="value"
              name={valueLabel}
              fill={token.colorPrimary}
              radius={radius}
              maxBarSize={36}
              isAnimationActive={animate}
              shape={colorOf ? (shapeProps: unknown) => <ColouredBar {...(shapeProps as RectProps)} colorOf={colorOf} /> : undefined}
            />
            {hasSecondary ? (
              <Bar dataKey="secondary" name={secondaryLabel} fill={token.colorPrimaryBorder} radius={radius} maxBarSize={36} isAnimationActive={animate} />
            ) : null}
          </Chart>
        </ResponsiveContainer>
      </div>
      <SrTable label={label} valueLabel={valueLabel} secondaryLabel={hasSecondary ? secondaryLabel : undefined} rows={data} />
    </figure>
  );
}

interface RectProps {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  fill?: string;
  payload?: BarDatum;
}

function ColouredBar({ x = 0, y = 0, width = 0, height = 0, fill, payload, colorOf }: RectProps & { colorOf: (datum: BarDatum) => string | undefined }) {
  const color = (payload && colorOf(payload)) ?? fill;
  const r = Math.min(4, Math.abs(width) / 2, Math.abs(height) / 2);
  return <rect x={x} y={y} width={Math.max(0, width)} height={Math.max(0, height)} rx={r} ry={r} fill={color} />;
}
