// `/reset-password?token=`: a new password from the emailed link (rules SPEC §5: 8+, upper, lower, digit).
// No token, or one the server calls unknown/used/expired, shows the invalid-link state with a way to ask again.
import { CheckCircleOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_ERROR_CODES } from '@campus/contracts/auth';
import { api, isApiError } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { accountErrorText } from '../../../lib/account-errors.js';
import { NewPasswordFields } from '../../../components/new-password-fields.js';
import { PublicFormFrame } from '../../../components/public-form-frame.js';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

function InvalidLink() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PublicFormFrame width={520}>
      <Result
        status="warning"
        title={t('resetPassword.invalidTitle')}
        subTitle={t('resetPassword.invalid')}
        extra={
          <Button type="primary" onClick={() => navigate('/forgot-password')}>
            {t('resetPassword.requestNew')}
          </Button>
        }
      />
    </PublicFormFrame>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useMutation({
    mutationFn: (newPassword: string) => api.post('/api/auth/reset-password', { token, newPassword }),
  });

  if (token === '' || (isApiError(reset.error) && reset.error.code === AUTH_ERROR_CODES.invalidResetToken)) return <InvalidLink />;
  if (reset.isSuccess) {
    return (
      <PublicFormFrame width={520}>
        <Result
          status="success"
          icon={<CheckCircleOutlined />}
          title={t('resetPassword.successTitle')}
          subTitle={t('resetPassword.success')}
          extra={
            <Button type="primary" size="large" onClick={() => navigate('/login', { replace: true })}>
              {t('resetPassword.signIn')}
            </Button>
          }
        />
      </PublicFormFrame>
    );
  }

  return (
    <PublicFormFrame title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      {reset.isError ? <LazyAlert type="error" showIcon style={{ marginBottom: 16 }} title={accountErrorText(reset.error, t)} /> : null}
      <Form<ResetValues>
        layout="vertical"
        requiredMark={false}
        disabled={reset.isPending}
        aria-label={t('resetPassword.title')}
        onFinish={({ newPassword }) => reset.mutate(newPassword)}
        onValuesChange={() => reset.isError && reset.reset()}
      >
        <NewPasswordFields
          ruleSet="reset"
          autoFocus
          newLabel={t('resetPassword.newPassword')}
          confirmLabel={t('resetPassword.confirmPassword')}
          mismatchKey="resetPassword.mismatch"
        />
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          {t('resetPassword.submit')}
        </Button>
      </Form>
    </PublicFormFrame>
  );
}
