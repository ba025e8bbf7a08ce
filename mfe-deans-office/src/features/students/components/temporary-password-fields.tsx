// The temporary password: generated (14 characters, Regenerate) or typed by the creator with a confirmation.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { generateTemporaryPassword, PASSWORD_MIN_LENGTH } from '@campus/contracts';

export type PasswordMode = 'auto' | 'manual';

export function TemporaryPasswordFields() {
  const { t } = useTranslation('deans-office');
  const form = Form.useFormInstance();
  const mode = Form.useWatch<PasswordMode>('passwordMode', form);
  const generated = Form.useWatch<string>('generatedPassword', form);
  return (
    <>
      <Form.Item name="passwordMode" label={t('studentAdd.password.mode')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'auto', label: t('studentAdd.password.auto') },
            { value: 'manual', label: t('studentAdd.password.manual') },
          ]}
        />
      </Form.Item>
      <Form.Item name="generatedPassword" hidden>
        <Input />
      </Form.Item>
      {mode === 'manual' ? (
        <>
          <Form.Item
            name="password"
            label={t('studentAdd.password.password')}
            rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: t('studentAdd.password.minLength', { count: PASSWORD_MIN_LENGTH }) }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('studentAdd.password.confirm')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('studentAdd.password.confirmRequired') },
              ({ getFieldValue }) => ({
                validator: (_rule, value) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('studentAdd.password.mismatch')))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      ) : (
        <Form.Item label={t('studentAdd.password.generated')}>
          <Flex gap="small" align="center" wrap>
            <Typography.Text code aria-label={t('studentAdd.password.generated')} style={{ fontSize: 16 }}>
              {generated}
            </Typography.Text>
            <Button icon={<ReloadOutlined />} onClick={() => form.setFieldValue('generatedPassword', generateTemporaryPassword())}>
              {t('studentAdd.password.regenerate')}
            </Button>
          </Flex>
        </Form.Item>
      )}
    </>
  );
}
