// A donut of shares (e.g. groups by fill level) in antd's palette, with the total in the middle.
import Empty from 'antd/es/empty';
import theme from 'antd/es/theme';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { SrTable } from './sr-table.js';

export interface DonutSlice {
  label: string;
  value: number;
  /** A colour of the antd token set, e.g. token.colorSuccess; the palette is used otherwise. */
  color?: string;
}

export interface DonutChartProps {
  data: DonutSlice[];
  label: string;
  valueLabel: string;
  /** Under the total in the middle, e.g. "groups". */
  totalLabel: string;
  height?: number;
  emptyText?: string;
}

export default function DonutChart({ data, label, valueLabel, totalLabel, height = 280, emptyText }: DonutChartProps) {
  const { token } = theme.useToken();
  const slices = data.filter((slice) => slice.value > 0);
  if (slices.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} style={{ height, display: 'grid', placeContent: 'center' }} />;
  }
  const palette = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token['purple-6'], token['cyan-6']];
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <figure style={{ margin: 0, position: 'relative' }} aria-label={label}>
      <div style={{ width: '100%', height }} aria-hidden="true">
        <ResponsiveContainer>
          <PieChart accessibilityLayer={false}>
            <Pie
              rootTabIndex={-1}
              data={slices}
              dataKey="value"
              nameKey="label"
              innerRadius="55%"
              outerRadius="80%"
              paddingAngle={2}
              stroke={token.colorBgContainer}
              isAnimationActive={token.motion !== false}
            >
              {slices.map((slice, index) => (
                <Cell key={slice.label} fill={slice.color ?? palette[index % palette.length]} />
              ))}
            </Pie>
            <text x="50%" y="45%" textAnchor="middle" dominantBaseline="central" fill={token.colorText} fontSize={24} fontWeight={600}>
              {total}
            </text>
            <text x="50%" y="45%" dy={24} textAnchor="middle" dominantBaseline="central" fill={token.colorTextSecondary} fontSize={12}>
              {totalLabel}
            </text>
            <Tooltip
              contentStyle={{
                background: token.colorBgElevated,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                color: token.colorText,
              }}
              itemStyle={{ color: token.colorText }}
            />
            <Legend wrapperStyle={{ color: token.colorTextSecondary, fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <SrTable label={label} valueLabel={valueLabel} rows={slices} />
    </figure>
  );
}
