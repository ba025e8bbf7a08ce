// Who leads a new faculty (dean) or department (chair): nobody yet, or a person by email. Their account is
// created with a temporary password, or the role is added to the account they already have.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import type { PersonAccountBody } from '@campus/contracts';
import { useAcademicTranslation } from '../i18n/index.js';

export type LeaderMode = 'none' | 'person';

/** The form values LeaderFields adds to the form it stands in. */
export interface LeaderValues {
  personEmail?: string;
  personFirstName?: string;
  personLastName?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LeaderFieldsProps {
  /** What the leader is called here ("Dean", "Chair"). */
  label: string;
  mode: LeaderMode;
  onModeChange: (mode: LeaderMode) => void;
  /** What happens to the person's account, shown under their fields. */
  hint: string;
}

export function LeaderFields({ label, mode, onModeChange, hint }: LeaderFieldsProps) {
  const { t } = useAcademicTranslation();
  return (
    <>
      <Form.Item label={label}>
        <Segmented<LeaderMode>
          value={mode}
          onChange={onModeChange}
          options={[
            { value: 'none', label: t('leader.later') },
            { value: 'person', label: t('leader.byEmail') },
          ]}
        />
      </Form.Item>
      {mode === 'person' ? (
        <>
          <Form.Item name="personEmail" label={t('leader.email')} rules={[{ required: true, pattern: EMAIL, message: t('leader.emailInvalid') }]}>
            <Input type="email" autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item name="personFirstName" label={t('leader.firstName')} rules={[{ required: true, whitespace: true, message: t('leader.firstNameRequired') }]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item name="personLastName" label={t('leader.lastName')} rules={[{ required: true, whitespace: true, message: t('leader.lastNameRequired') }]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
        </>
      ) : null}
    </>
  );
}

/** The person of LeaderFields as the API takes them (call only when the mode is 'person'). */
export function toLeader(values: LeaderValues): PersonAccountBody {
  return { email: values.personEmail!.trim(), firstName: values.personFirstName!.trim(), lastName: values.personLastName!.trim() };
}
