// Responsive columns without breakpoints: each child takes at least `minColumnWidth` and the row wraps.
import Flex from 'antd/es/flex';
import { Children, type ReactNode } from 'react';

export interface CardGridProps {
  children: ReactNode;
  /** Narrowest a column may get before it wraps onto the next line, in pixels. */
  minColumnWidth?: number;
  /** Relative widths of the columns in one row, e.g. [2, 3]; equal by default. */
  weights?: number[];
  gap?: number;
}

export function CardGrid({ children, minColumnWidth = 360, weights = [], gap = 24 }: CardGridProps) {
  return (
    <Flex wrap gap={gap} align="stretch">
      {Children.toArray(children).map((child, index) => (
        <Flex key={index} vertical style={{ flex: `${weights[index] ?? 1} 1 ${minColumnWidth}px`, minWidth: 0 }}>
          {child}
        </Flex>
      ))}
    </Flex>
  );
}
