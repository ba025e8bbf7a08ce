// New password + confirmation inside an antd Form, with the live requirement checklist between them.
// Used by reset password, registration, password setup and the change-password form of Settings.
import { LockOutlined } from '@ant-design/icons';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { passwordConfirmationProblem, passwordProblem, type PasswordRuleSet } from '@campus/contracts/password';
import { PasswordChecklist } from './password-checklist.js';

export interface NewPasswordFieldsProps {
  ruleSet: PasswordRuleSet;
  newLabel: string;
  confirmLabel: string;
  /** Translation key (namespace shell) for a confirmation that differs. */
  mismatchKey?: string;
  name?: string;
  confirmName?: string;
  size?: 'middle' | 'large';
  /** Show the match line in the checklist as well. */
  checklistMatch?: boolean;
  autoFocus?: boolean;
}

export function NewPasswordFields({
  ruleSet,
  newLabel,
  confirmLabel,
  mismatchKey = 'password.mismatch',
  name = 'newPassword',
  confirmName = 'confirmPassword',
  size = 'large',
  checklistMatch = false,
  autoFocus = false,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('shell');
  const form = Form.useFormInstance();
  const password = (Form.useWatch(name, form) as string | undefined) ?? '';
  const confirmation = (Form.useWatch(confirmName, form) as string | undefined) ?? '';
  const checklistId = `${name}-requirements`;
  return (
    <>
      <Form.Item
        name={name}
        label={newLabel}
        style={{ marginBottom: 8 }}
        rules={[
          {
            validator: async (_rule, value?: string) => {
              const problem = passwordProblem(value ?? '', ruleSet);
              if (problem) throw new Error(t(problem));
            },
          },
        ]}
      >
        <Input.Password size={size} autoComplete="new-password" autoFocus={autoFocus} prefix={<LockOutlined />} aria-describedby={checklistId} />
      </Form.Item>
      <PasswordChecklist id={checklistId} password={password} ruleSet={ruleSet} confirmation={checklistMatch ? confirmation : undefined} />
      <Form.Item
        name={confirmName}
        label={confirmLabel}
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value?: string) => {
              const problem = passwordConfirmationProblem(getFieldValue(name) ?? '', value ?? '');
              if (problem === 'password.mismatch') throw new Error(t(mismatchKey));
              if (problem) throw new Error(t(problem));
            },
          }),
        ]}
      >
        <Input.Password size={size} autoComplete="new-password" prefix={<LockOutlined />} />
      </Form.Item>
    </>
  );
}
