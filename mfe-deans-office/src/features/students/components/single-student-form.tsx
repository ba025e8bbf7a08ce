// The Single tab of /deans-office/students/add (SPEC §2, §5): one student with an institutional email (directory
// suggestions fill the names), year of study, the provisioning opt-in and a temporary password, generated or typed.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOUNDS, generateTemporaryPassword, type DeansOfficeStudentBody } from '@campus/contracts';
import { isApiError } from '@campus/shared-ui';
import { useCreateStudent, useDirectorySettings } from '../api/student-create.js';
import { EMAIL_PATTERN, EmailAutocomplete } from './email-autocomplete.js';
import { ProvisioningCheckbox } from './provisioning-checkbox.js';
import { useStudentCreatedNotice } from './student-created-notice.js';
import { TemporaryPasswordFields, type PasswordMode } from './temporary-password-fields.js';

interface SingleStudentValues {
  firstName: string;
  lastName: string;
  email: string;
  yearOfStudy: number;
  allowProvision: boolean;
  passwordMode: PasswordMode;
  generatedPassword: string;
  password?: string;
  confirmPassword?: string;
}

const freshValues = (): Partial<SingleStudentValues> => ({ yearOfStudy: 1, allowProvision: false, passwordMode: 'auto', generatedPassword: generateTemporaryPassword() });

function toBody(values: SingleStudentValues): DeansOfficeStudentBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    yearOfStudy: values.yearOfStudy,
    allowProvision: values.allowProvision,
    password: values.passwordMode === 'manual' ? values.password! : values.generatedPassword,
  };
}

/** SPEC §8: the server's error or message field, otherwise 'Failed to create student'. */
function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && !error.messageKey ? error.message : fallback;
}

export function SingleStudentForm() {
  const { t } = useTranslation('deans-office');
  const [form] = Form.useForm<SingleStudentValues>();
  const [initialValues] = useState(freshValues);
  const settings = useDirectorySettings();
  const create = useCreateStudent();
  const notify = useStudentCreatedNotice();
  const required = { required: true, whitespace: true, message: t('studentAdd.required') };

  const reset = () => {
    form.resetFields();
    form.setFieldsValue(freshValues());
    create.reset();
  };

  const submit = async (values: SingleStudentValues) => {
    const body = toBody(values);
    const answer = await create.mutateAsync(body).catch(() => undefined);
    if (!answer) return;
    notify({ name: `${body.firstName} ${body.lastName}`, email: answer.data.email, password: answer.temporaryPassword ?? body.password!, provisioning: answer.provisioning });
    form.resetFields();
    form.setFieldsValue(freshValues());
  };

  const domain = settings.data?.institutionalDomain;
  return (
    <Form<SingleStudentValues> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} style={{ maxWidth: 720 }}>
      {create.isError && <Alert type="error" showIcon title={failureText(create.error, t('studentAdd.failed'))} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('studentAdd.firstName')} rules={[required]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('studentAdd.lastName')} rules={[required]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="email"
        label={t('studentAdd.email')}
        extra={domain ? t('studentAdd.emailHintDomain', { domain }) : t('studentAdd.emailHint')}
        rules={[required, { pattern: EMAIL_PATTERN, message: t('studentAdd.emailInvalid') }]}
      >
        <EmailAutocomplete
          source={settings.data?.source ?? 'local'}
          onPick={(user) => form.setFieldsValue({ firstName: user.name.givenName, lastName: user.name.familyName })}
        />
      </Form.Item>
      <Form.Item
        name="yearOfStudy"
        label={t('studentAdd.yearOfStudy')}
        rules={[{ required: true, type: 'integer', min: BOUNDS.yearOfStudy.min, max: BOUNDS.yearOfStudy.max, message: t('validation.yearOfStudy') }]}
      >
        <InputNumber min={BOUNDS.yearOfStudy.min} max={BOUNDS.yearOfStudy.max} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="allowProvision">
        <ProvisioningCheckbox configured={settings.data?.provisioning ?? false} />
      </Form.Item>
      <TemporaryPasswordFields />
      <Flex gap="small" justify="flex-end">
        <Button onClick={reset}>{t('actions.reset')}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('studentAdd.create')}
        </Button>
      </Flex>
    </Form>
  );
}
