// The frame of each part of a year (terms, exam sessions, holidays): a titled card with its add button, a line
// when it is empty, and one row per record with its days and actions.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { DayRange } from './day-range.js';

export interface CalendarCardProps {
  icon: ReactNode;
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** Why nothing more can be added, if so (the button is then disabled and says why). */
  addDisabled?: string;
  /** Shown above the rows. */
  intro?: ReactNode;
  emptyText: string;
  children: ReactNode[];
}

export function CalendarCard({ icon, title, addLabel, onAdd, addDisabled, intro, emptyText, children }: CalendarCardProps) {
  return (
    <Card
      title={
        <Flex gap="small" align="center">
          {icon}
          {title}
        </Flex>
      }
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={onAdd} disabled={Boolean(addDisabled)} title={addDisabled}>
          {addLabel}
        </Button>
      }
      styles={{ body: { paddingBlock: 8 } }}
    >
      {intro}
      {children.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> : null}
      <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {children}
      </ul>
    </Card>
  );
}

export interface CalendarRowProps {
  /** The record's name, with any tag beside it. */
  title: ReactNode;
  first: string;
  last: string;
  actions: ReactNode;
  /** The list's last row has no line under it. */
  isLast: boolean;
}

export function CalendarRow({ title, first, last, actions, isLast }: CalendarRowProps) {
  const { token } = theme.useToken();
  return (
    <li style={{ borderBottom: isLast ? undefined : `1px solid ${token.colorSplit}`, paddingBlock: 12 }}>
      <Flex gap="small" align="center" justify="space-between" wrap>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 180px' }}>
          {title}
          <DayRange first={first} last={last} />
        </Flex>
        <Flex gap={4} style={{ flexShrink: 0 }}>
          {actions}
        </Flex>
      </Flex>
    </li>
  );
}
