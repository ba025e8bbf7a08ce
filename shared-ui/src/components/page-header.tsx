import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  /** Actions on the right (buttons, filters). */
  extra?: ReactNode;
}

export function PageHeader({ title, subtitle, icon, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap="middle" wrap style={{ marginBottom: 24 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {icon ? <span style={{ marginInlineEnd: 12 }}>{icon}</span> : null}
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
      </Flex>
      {extra ? <Flex gap="small">{extra}</Flex> : null}
    </Flex>
  );
}
