// One survey text (title, question, option…) in the language the builder is writing: the field shows that
// language's words; in en or ru an empty field shows the Armenian as its placeholder and a "missing translation"
// marker (readers then see the Armenian), and a problem the server named for this text in this language shows under it.
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { SurveyText } from '@campus/contracts/surveys';
import { useId } from 'react';
import { textProblem, type IncompleteProblem, type TextLanguage } from './survey-draft.js';
import { useManageTranslation } from './i18n/index.js';

export interface TextFieldProps {
  label: string;
  value: SurveyText;
  onChange: (value: SurveyText) => void;
  language: TextLanguage;
  /** Where the server's problems name this text ('title', 'sections.0.questions.2.text'). */
  path: string;
  problems: IncompleteProblem[];
  multiline?: boolean;
  /** Armenian is required to schedule (optional texts like help are not). */
  required?: boolean;
  maxLength?: number;
}

export function TextField({ label, value, onChange, language, path, problems, multiline = false, required = true, maxLength = 2000 }: TextFieldProps) {
  const { t } = useManageTranslation();
  const id = useId();
  const problemId = useId();
  const problem = textProblem(problems, path, language);
  const missing = language !== 'hy' && !value[language].trim() && value.hy.trim() !== '';
  const props = {
    id,
    // The field's language is in its name for screen readers; the builder's language tabs show it to the eye.
    'aria-label': `${label} (${t(`languages.${language}`)})`,
    value: value[language],
    lang: language,
    maxLength,
    status: problem ? ('error' as const) : undefined,
    placeholder: language === 'hy' ? undefined : value.hy,
    'aria-describedby': problem ? problemId : undefined,
    'aria-invalid': problem ? true : undefined,
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [language]: event.target.value }),
  };
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Flex gap="small" wrap align="center">
        <label htmlFor={id}>
          {label}
          {required ? <Typography.Text type="danger" aria-hidden> *</Typography.Text> : null}
        </label>
        {missing ? <Tag color="warning">{t('builder.missingTranslation')}</Tag> : null}
      </Flex>
      {multiline ? <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 8 }} /> : <Input {...props} />}
      {problem ? (
        <Typography.Text type="danger" id={problemId}>
          {t(`problems.${problem.code}`, { defaultValue: t('problems.generic') })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
