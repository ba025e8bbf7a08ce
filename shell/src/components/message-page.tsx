// A public page that says one thing (coming soon, no access, not found) with a way onward.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result, { type ResultProps } from 'antd/es/result';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface MessagePageProps {
  status: ResultProps['status'];
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  action: { label: ReactNode; to: string };
}

export function MessagePage({ status, icon, title, subTitle, action }: MessagePageProps) {
  const navigate = useNavigate();
  return (
    <Flex flex={1} align="center" justify="center" style={{ padding: '48px 16px' }}>
      <Result
        status={status}
        icon={icon}
        title={title}
        subTitle={subTitle}
        extra={
          <Button type="primary" onClick={() => navigate(action.to)}>
            {action.label}
          </Button>
        }
      />
    </Flex>
  );
}
