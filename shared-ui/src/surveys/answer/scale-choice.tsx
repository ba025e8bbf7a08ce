// A scale answered by tapping one large tile: the 1–5 agreement scale in one row of five, the 0–10 rating in two
// rows of six (on a 360 px phone a row of eleven would leave each about 25 px, too small for a thumb). Native radio
// inputs under the tiles, so the keyboard's arrows and screen readers work as with any radio group; the focus ring
// is drawn on the tile.
import theme from 'antd/es/theme';
import type { CSSProperties } from 'react';

const HIDDEN_INPUT: CSSProperties = { position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0, overflow: 'hidden', clipPath: 'inset(50%)' };

/** Keyboard focus on the hidden input shows on its tile; a stylesheet rule, since inline styles cannot match :focus-visible. */
const FOCUS_RULE = '.campus-scale-tile:has(input:focus-visible){outline:2px solid var(--campus-scale-focus);outline-offset:2px}';

export interface ScaleChoiceProps {
  name: string;
  values: number[];
  value: number | undefined;
  onChange: (value: number) => void;
  /** The words read for each value ('4 · Agree'); the tile shows the number. */
  labelOf: (value: number) => string;
  columns: number;
  labelledBy: string;
  describedBy?: string;
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
}

export function ScaleChoice({ name, values, value, onChange, labelOf, columns, labelledBy, describedBy, required, invalid, disabled }: ScaleChoiceProps) {
  const { token } = theme.useToken();
  const tile = (chosen: boolean): CSSProperties => ({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 48,
    borderRadius: token.borderRadius,
    border: `1px solid ${chosen ? token.colorPrimary : invalid ? token.colorErrorBorder : token.colorBorder}`,
    background: chosen ? token.colorPrimary : token.colorBgContainer,
    color: chosen ? token.colorTextLightSolid : token.colorText,
    fontSize: 18,
    fontWeight: chosen ? 600 : 400,
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.6 : 1,
    userSelect: 'none',
  });
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 8, ['--campus-scale-focus' as string]: token.colorPrimary }}
    >
      <style href="campus-scale-choice" precedence="default">
        {FOCUS_RULE}
      </style>
      {values.map((option) => (
        <label key={option} className="campus-scale-tile" style={tile(option === value)} title={labelOf(option)}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            disabled={disabled}
            onChange={() => onChange(option)}
            aria-label={labelOf(option)}
            style={HIDDEN_INPUT}
          />
          <span aria-hidden="true">{option}</span>
        </label>
      ))}
    </div>
  );
}
