import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  /** Defaults to "This section could not be loaded". */
  title?: ReactNode;
  /** What went wrong, in words a person can act on (see errorMessage()). */
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failure shown in place of the content that failed, with a way to try again. */
export function ErrorPanel({ title, message, onRetry, retrying = false }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={title ?? t('areaError.title')}
      subTitle={message ?? t('areaError.message')}
      extra={
        onRetry ? (
          <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
