// Start-up could not reach the API or the manifest: say so, and offer Try Again.
import { ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@campus/shared-ui';

export function InitializationError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="error"
        title={t('startup.errorTitle')}
        subTitle={
          <Flex vertical gap={4}>
            <Typography.Text>{errorMessage(error, t)}</Typography.Text>
            <Typography.Text type="secondary">{t('startup.contactSupport')}</Typography.Text>
          </Flex>
        }
        extra={
          <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
            {t('startup.tryAgain')}
          </Button>
        }
      />
    </Flex>
  );
}
