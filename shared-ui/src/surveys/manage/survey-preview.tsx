// The survey as a respondent would see it, read-only: its title, description, what anonymity means for them, and
// each section's questions with their choices and scales. The answering form (surveys/answer) is written apart; this
// preview shows the same content without saving anything, in a language the manager picks (en and ru fall back to
// Armenian, as respondents see them).
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import { SCALES, type Question, type QuestionKind, type SurveyFields } from '@campus/contracts/surveys';
import { useState } from 'react';
import { useLanguage } from '../../i18n/i18n.js';
import { useSurveysTranslation } from '../i18n/index.js';
import { useManageTranslation } from './i18n/index.js';
import { LANGUAGES, textIn, type TextLanguage } from './survey-draft.js';

type PreviewContent = Pick<SurveyFields, 'title' | 'description' | 'anonymous' | 'sections'>;

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

function QuestionPreview({ question, number, language }: { question: Question; number: number; language: TextLanguage }) {
  const { t: ts } = useSurveysTranslation();
  const { t } = useManageTranslation();
  const kind = question.kind as QuestionKind;
  const body = () => {
    switch (kind) {
      case 'single_choice':
        return (
          <Radio.Group disabled style={{ display: 'flex', flexDirection: 'column', gap: 8 }} aria-label={textIn(question.text, language)}>
            {(question.options ?? []).map((option) => (
              <Radio key={option.id} value={option.id}>
                {textIn(option.text, language)}
              </Radio>
            ))}
          </Radio.Group>
        );
      case 'multiple_choice':
        return (
          <Flex vertical gap={8}>
            {(question.options ?? []).map((option) => (
              <Checkbox key={option.id} disabled>
                {textIn(option.text, language)}
              </Checkbox>
            ))}
          </Flex>
        );
      case 'agreement':
        return (
          <Radio.Group disabled style={{ display: 'flex', flexDirection: 'column', gap: 8 }} aria-label={textIn(question.text, language)}>
            {range(SCALES.agreement.min, SCALES.agreement.max).map((value) => (
              <Radio key={value} value={value}>
                {`${value} · ${ts(`agreement.${value}`, { lng: language })}`}
              </Radio>
            ))}
          </Radio.Group>
        );
      case 'rating':
        return (
          <Flex gap={4} wrap role="group" aria-label={textIn(question.text, language)}>
            {range(SCALES.rating.min, SCALES.rating.max).map((value) => (
              <Radio.Button key={value} disabled value={value} style={{ minWidth: 36, textAlign: 'center' }}>
                {value}
              </Radio.Button>
            ))}
          </Flex>
        );
      case 'short_text':
        return <Input disabled aria-label={textIn(question.text, language)} />;
      case 'long_text':
        return <Input.TextArea disabled rows={3} aria-label={textIn(question.text, language)} />;
    }
  };
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>
        {`${number}. ${textIn(question.text, language) || t('preview.untitledQuestion', { lng: language })}`}
        {question.required ? <Typography.Text type="danger"> *</Typography.Text> : null}
      </Typography.Text>
      {textIn(question.help, language) ? <Typography.Text type="secondary">{textIn(question.help, language)}</Typography.Text> : null}
      {body()}
    </Flex>
  );
}

export function SurveyPreview({ survey }: { survey: PreviewContent }) {
  const { t } = useManageTranslation();
  const interfaceLanguage = useLanguage();
  const [language, setLanguage] = useState<TextLanguage>(interfaceLanguage);
  let number = 0;
  return (
    <Flex vertical gap="middle" lang={language}>
      <Segmented<TextLanguage>
        value={language}
        onChange={setLanguage}
        options={LANGUAGES.map((option) => ({ value: option, label: t(`languages.${option}`) }))}
        aria-label={t('preview.language')}
      />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {textIn(survey.title, language) || t('untitled', { lng: language })}
      </Typography.Title>
      {textIn(survey.description, language) ? <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{textIn(survey.description, language)}</Typography.Paragraph> : null}
      <Alert type="info" showIcon title={survey.anonymous ? t('preview.anonymous', { lng: language }) : t('preview.named', { lng: language })} />
      {survey.sections.map((section) => (
        <Card key={section.id} size="small" title={textIn(section.title, language) ? <span style={{ whiteSpace: 'normal' }}>{textIn(section.title, language)}</span> : undefined}>
          <Flex vertical gap="large">
            {section.questions.map((question) => {
              number += 1;
              return <QuestionPreview key={question.id} question={question} number={number} language={language} />;
            })}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
