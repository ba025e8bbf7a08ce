// What an empty table says, in antd's Empty: its words take the readable description colour, while a bare string as
// the table's `locale.emptyText` is drawn in the disabled grey, under WCAG's 4.5:1 contrast minimum.
import Empty from 'antd/es/empty';
import type { ReactNode } from 'react';

export function tableEmpty(text: ReactNode, action?: ReactNode): { emptyText: ReactNode } {
  return {
    emptyText: (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
        {action}
      </Empty>
    ),
  };
}
