import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

/** A dean or chair: name over email, or a muted "not assigned". */
export function PersonCell({ name, email, none }: { name: string | null; email: string | null; none: ReactNode }) {
  if (!name) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <Flex vertical>
      <span>{name}</span>
      {email ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {email}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
