// `/register`: a new (student) account. The server sends a verification link and does not sign in
// (SPEC §4: isAuthenticated stays false); the link (/verify-email) does.
import { MailOutlined, UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isEmailAddress } from '@campus/contracts';
import { api, currentLanguage } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { accountErrorText } from '../../../lib/account-errors.js';
import { NewPasswordFields } from '../../../components/new-password-fields.js';
import { PublicFormFrame } from '../../../components/public-form-frame.js';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export default function RegisterPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const register = useMutation({
    mutationFn: (body: { email: string; password: string; firstName: string; lastName: string }) => api.post('/api/auth/register', { ...body, language: currentLanguage() }),
  });
  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });

  const submit = (values: RegisterValues) => {
    const body = { email: values.email.trim(), password: values.password, firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    register.mutate(body, { onSuccess: () => setRegisteredEmail(body.email) });
  };

  if (registeredEmail) {
    return (
      <PublicFormFrame width={520}>
        <Result
          status="success"
          icon={<MailOutlined />}
          title={t('register.successTitle')}
          subTitle={t('register.success', { email: registeredEmail })}
          extra={
            <Button type="primary" onClick={() => navigate('/login')}>
              {t('register.signIn')}
            </Button>
          }
        />
      </PublicFormFrame>
    );
  }

  return (
    <PublicFormFrame title={t('register.title')} subtitle={t('register.subtitle')} width={520}>
      {register.isError ? <LazyAlert type="error" showIcon style={{ marginBottom: 16 }} title={accountErrorText(register.error, t)} /> : null}
      <Form<RegisterValues>
        layout="vertical"
        requiredMark={false}
        disabled={register.isPending}
        aria-label={t('register.title')}
        onFinish={submit}
        onValuesChange={() => register.isError && register.reset()}
      >
        <Flex gap="middle" wrap>
          <Form.Item name="firstName" label={t('register.firstName')} rules={[required('register.firstNameRequired')]} style={{ flex: '1 1 180px' }}>
            <Input size="large" autoComplete="given-name" autoFocus prefix={<UserOutlined />} maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label={t('register.lastName')} rules={[required('register.lastNameRequired')]} style={{ flex: '1 1 180px' }}>
            <Input size="large" autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="email"
          label={t('register.email')}
          validateTrigger="onBlur"
          rules={[{ validator: async (_rule, value?: string) => { if (!isEmailAddress(value ?? '')) throw new Error(t('forgotPassword.emailInvalid')); } }]}
        >
          <Input size="large" type="email" autoComplete="email" prefix={<MailOutlined />} placeholder="name@university.am" />
        </Form.Item>
        <NewPasswordFields ruleSet="reset" name="password" newLabel={t('register.password')} confirmLabel={t('register.confirmPassword')} mismatchKey="resetPassword.mismatch" />
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 20, textAlign: 'center' }}>
        {/* Underlined: inside a sentence, colour alone does not tell a link from its text. */}
        {t('register.haveAccount')} <Link to="/login" style={{ textDecoration: 'underline' }}>{t('register.signIn')}</Link>
      </div>
    </PublicFormFrame>
  );
}
