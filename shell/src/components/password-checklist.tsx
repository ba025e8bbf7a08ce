// The live list of password requirements (SPEC §5) under a new-password field: each line turns green
// as soon as it is met. The rules come from @campus/contracts, the same ones the server checks.
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { passwordRequirements, type PasswordRuleSet } from '@campus/contracts/password';

export interface PasswordChecklistProps {
  password: string;
  ruleSet: PasswordRuleSet;
  /** When given, a last line says whether the confirmation matches. */
  confirmation?: string;
  id?: string;
}

export function passwordChecklistMet(password: string, ruleSet: PasswordRuleSet, confirmation?: string): boolean {
  const rulesMet = passwordRequirements(password, ruleSet).every((status) => status.met);
  return rulesMet && (confirmation === undefined || (confirmation.length > 0 && confirmation === password));
}

export function PasswordChecklist({ password, ruleSet, confirmation, id }: PasswordChecklistProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const lines: { key: string; label: string; met: boolean }[] = passwordRequirements(password, ruleSet).map(({ requirement, met }) => ({
    key: requirement,
    label: t(`passwordChecklist.${requirement}`),
    met,
  }));
  if (confirmation !== undefined) {
    lines.push({ key: 'match', label: t('passwordChecklist.match'), met: confirmation.length > 0 && confirmation === password });
  }
  return (
    <div
      id={id}
      aria-live="polite"
      style={{
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        marginBottom: token.marginLG,
      }}
    >
      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginBottom: token.marginXXS }}>
        {t('passwordChecklist.title')}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
        {lines.map(({ key, label, met }) => (
          <li key={key} data-met={met} style={{ display: 'flex', alignItems: 'center', gap: 8, color: met ? token.colorSuccessText : token.colorTextSecondary }}>
            {met ? (
              <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />
            ) : (
              <CloseCircleOutlined style={{ color: token.colorTextQuaternary }} aria-hidden />
            )}
            <span>
              {label}
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {' '}
                ({met ? t('passwordChecklist.met') : t('passwordChecklist.notMet')})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
