import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

export interface LoadingScreenProps {
  /** Defaults to "Loading…". */
  message?: ReactNode;
  /** A smaller second line, e.g. "This should take less than 2 seconds". */
  hint?: ReactNode;
  /** Fill the whole viewport (start-up) instead of the content area. */
  fullScreen?: boolean;
}

export function LoadingScreen({ message, hint, fullScreen = false }: LoadingScreenProps) {
  const { t } = useTranslation('common');
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap="middle"
      role="status"
      aria-live="polite"
      style={{ minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
    >
      <Spin size="large" />
      <Typography.Text strong>{message ?? t('status.loading')}</Typography.Text>
      {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
    </Flex>
  );
}
