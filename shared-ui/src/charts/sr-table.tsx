// The numbers behind a chart as a table only screen readers see (the drawing itself is aria-hidden). The hiding box
// is a div: a table ignores the 1 px width and grows to its content, which made a phone's page scroll sideways.
const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export interface ChartSeriesLabels {
  /** Name of the first series (legend, tooltip, table header). */
  valueLabel: string;
  secondaryLabel?: string;
}

export function SrTable({
  label,
  valueLabel,
  secondaryLabel,
  rows,
}: ChartSeriesLabels & { label: string; rows: { label: string; title?: string; value: number; secondary?: number }[] }) {
  return (
    <div style={HIDDEN}>
      <table>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{valueLabel}</th>
            {secondaryLabel ? <th scope="col">{secondaryLabel}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.title ?? row.label}</th>
              <td>{row.value}</td>
              {secondaryLabel ? <td>{row.secondary ?? ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
