// One colour per course, so a course reads the same across days, lanes and views.
import type { GlobalToken } from 'antd/es/theme/interface';
import type { CSSProperties } from 'react';

const PALETTE = ['blue', 'green', 'purple', 'orange', 'cyan', 'magenta', 'gold', 'geekblue', 'volcano', 'lime'] as const;

function colourOf(courseCode: string): (typeof PALETTE)[number] {
  let hash = 0;
  for (const char of courseCode) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** A class's block: tinted by its course, a stronger edge when the reader teaches or attends it. */
export function entryStyle(token: GlobalToken, courseCode: string, highlighted = false): CSSProperties {
  const colour = colourOf(courseCode);
  const shade = (level: number) => token[`${colour}-${level}` as keyof GlobalToken] as string;
  return {
    textAlign: 'start',
    borderRadius: token.borderRadiusSM,
    border: `1px solid ${shade(highlighted ? 6 : 3)}`,
    borderInlineStart: `4px solid ${shade(6)}`,
    background: shade(1),
    color: token.colorText,
    fontSize: 12,
    lineHeight: 1.35,
  };
}
