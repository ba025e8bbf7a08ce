import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useAcademicTranslation } from '../i18n/index.js';

export interface TemporaryPasswordProps {
  /** Whose account was created ("The dean's account was created"). */
  title: string;
  email: string;
  password: string;
}

/** The one-time password of an account just created for a dean or chair, with a copy button. */
export function TemporaryPassword({ title, email, password }: TemporaryPasswordProps) {
  const { t } = useAcademicTranslation();
  return (
    <Alert
      type="success"
      showIcon
      title={title}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{t('leader.temporaryPasswordFor', { email })}</Typography.Paragraph>
          <Typography.Text code copyable>
            {password}
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('leader.temporaryPasswordHint')}
          </Typography.Paragraph>
        </>
      }
    />
  );
}
