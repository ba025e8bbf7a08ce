import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/** The one-time password of an account just created for a dean or chair, with a copy button. */
export function TemporaryPassword({ title, email, password }: { title: string; email: string; password: string }) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      type="success"
      showIcon
      title={title}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{t('organizational.temporaryPasswordFor', { email })}</Typography.Paragraph>
          <Typography.Text code copyable>
            {password}
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('organizational.temporaryPasswordHint')}
          </Typography.Paragraph>
        </>
      }
    />
  );
}
