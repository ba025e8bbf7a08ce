// SPEC §4 Provisioning checkbox: ticking opens the policy dialog; Enable sets it, Cancel leaves it off, and unticking
// turns it off. The server writes the creator's opt-in to the audit log as a warning.
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProvisioningCheckboxProps {
  id?: string;
  value?: boolean;
  onChange?: (value: boolean) => void;
  /** Whether a Google Workspace provider is configured (else the dialog says nothing will be created). */
  configured: boolean;
}

export function ProvisioningCheckbox({ id, value = false, onChange, configured }: ProvisioningCheckboxProps) {
  const { t } = useTranslation('deans-office');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Checkbox id={id} checked={value} onChange={(event) => (event.target.checked ? setAsking(true) : onChange?.(false))}>
        {t('studentAdd.provisioning.label')}
      </Checkbox>
      <Modal
        open={asking}
        title={t('studentAdd.provisioning.title')}
        okText={t('studentAdd.provisioning.enable')}
        cancelText={t('actions.cancel')}
        onOk={() => {
          onChange?.(true);
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{t('studentAdd.provisioning.policy')}</Typography.Paragraph>
        <Typography.Paragraph>{t('studentAdd.provisioning.audit')}</Typography.Paragraph>
        {!configured && <Alert type="info" showIcon title={t('studentAdd.provisioning.notConfigured')} />}
      </Modal>
    </>
  );
}
