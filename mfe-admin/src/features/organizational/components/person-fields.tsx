// Who leads a new faculty (dean) or department (chair): nobody yet, or a person by email. Their account is
// created with a temporary password, or the role is added to the account they already have.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

export type PersonMode = 'none' | 'person';

export interface PersonValues {
  personEmail?: string;
  personFirstName?: string;
  personLastName?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function PersonFields({ label, mode, onModeChange, hint }: { label: string; mode: PersonMode; onModeChange: (mode: PersonMode) => void; hint: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Form.Item label={label}>
        <Segmented<PersonMode>
          value={mode}
          onChange={onModeChange}
          options={[
            { value: 'none', label: t('organizational.personLater') },
            { value: 'person', label: t('organizational.personNow') },
          ]}
        />
      </Form.Item>
      {mode === 'person' ? (
        <>
          <Form.Item name="personEmail" label={t('fields.email')} rules={[{ required: true, pattern: EMAIL, message: t('validation.email') }]}>
            <Input type="email" autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item name="personFirstName" label={t('fields.firstName')} rules={[{ required: true, whitespace: true, message: t('validation.firstName') }]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item name="personLastName" label={t('fields.lastName')} rules={[{ required: true, whitespace: true, message: t('validation.lastName') }]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
        </>
      ) : null}
    </>
  );
}

export function toPerson(values: PersonValues) {
  return { email: values.personEmail!.trim(), firstName: values.personFirstName!.trim(), lastName: values.personLastName!.trim() };
}
