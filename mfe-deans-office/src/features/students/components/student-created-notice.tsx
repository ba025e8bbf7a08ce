// SPEC §2: on success a toast with the temporary password and a Copy action, then a Go to List action. It stays until
// closed: the password is shown this once and nowhere else.
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProvisioningOutcome } from '@campus/contracts';

export interface CreatedStudent {
  name: string;
  email: string;
  password: string;
  provisioning: ProvisioningOutcome;
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('deans-office');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      icon={copied ? <CheckOutlined /> : <CopyOutlined />}
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? t('studentAdd.created.copied') : t('studentAdd.created.copy')}
    </Button>
  );
}

export function useStudentCreatedNotice(): (student: CreatedStudent) => void {
  const { notification } = App.useApp();
  const { t } = useTranslation('deans-office');
  const navigate = useNavigate();
  return (student) => {
    const key = `student-created-${student.email}`;
    notification.success({
      key,
      duration: false,
      title: t('studentAdd.created.title', { name: student.name }),
      description: (
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{t('studentAdd.created.password', { email: student.email })}</Typography.Paragraph>
          <Typography.Text code style={{ fontSize: 16 }} data-testid="created-password">
            {student.password}
          </Typography.Text>
          {student.provisioning !== 'not_requested' && (
            <Typography.Paragraph type={student.provisioning === 'queued' ? 'secondary' : 'warning'} style={{ marginTop: 8, marginBottom: 0 }}>
              {t(`studentAdd.provisioning.outcome.${student.provisioning}`)}
            </Typography.Paragraph>
          )}
        </>
      ),
      actions: (
        <Flex gap="small" wrap>
          <CopyButton text={student.password} />
          <Button
            size="small"
            type="primary"
            onClick={() => {
              notification.destroy(key);
              navigate('/deans-office/students');
            }}
          >
            {t('studentAdd.created.goToList')}
          </Button>
        </Flex>
      ),
    });
  };
}
