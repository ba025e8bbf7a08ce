// One question in the builder: its kind, text, optional help, required switch, and for choice kinds its options
// (added, removed, moved); the question itself moves up and down within its section and is removed here.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_KINDS, SURVEY_LIMITS, type Question, type QuestionKind, type SurveyText } from '@campus/contracts/surveys';
import { useId } from 'react';
import { useSurveysTranslation } from '../i18n/index.js';
import { useManageTranslation } from './i18n/index.js';
import { emptyText, isChoice, moved, newOption, problemsAt, withKind, type IncompleteProblem, type TextLanguage } from './survey-draft.js';
import { TextField } from './text-field.js';

export interface QuestionEditorProps {
  question: Question;
  /** 1-based, within the whole survey, for people. */
  number: number;
  path: string;
  language: TextLanguage;
  problems: IncompleteProblem[];
  first: boolean;
  last: boolean;
  onChange: (question: Question) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

export function QuestionEditor({ question, number, path, language, problems, first, last, onChange, onMove, onRemove }: QuestionEditorProps) {
  const { t } = useManageTranslation();
  const { t: ts } = useSurveysTranslation();
  const kindId = useId();
  const requiredId = useId();
  const options = question.options ?? [];
  const optionProblems = problemsAt(problems, `${path}.options`).filter((problem) => !/\.options\.\d+\.text/.test(problem.path.replace(/\//g, '.')));
  const setOptions = (next: typeof options) => onChange({ ...question, options: next });
  const setOptionText = (index: number, text: SurveyText) => setOptions(options.map((option, at) => (at === index ? { ...option, text } : option)));
  const questionLabel = t('builder.questionNumber', { number });

  return (
    <Card
      size="small"
      role="group"
      aria-label={questionLabel}
      title={<span style={{ whiteSpace: 'normal' }}>{questionLabel}</span>}
      extra={
        <Flex gap={4}>
          <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={first} onClick={() => onMove(-1)} aria-label={t('builder.moveQuestionUp', { number })} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={last} onClick={() => onMove(1)} aria-label={t('builder.moveQuestionDown', { number })} />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('builder.removeQuestion', { number })} />
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="middle" wrap align="flex-end">
          <Flex vertical gap={4} style={{ minWidth: 200, flex: '1 1 200px' }}>
            <label htmlFor={kindId}>{t('builder.kind')}</label>
            <Select<QuestionKind>
              id={kindId}
              value={question.kind as QuestionKind}
              onChange={(kind) => onChange(withKind(question, kind))}
              options={QUESTION_KINDS.map((kind) => ({ value: kind, label: ts(`questionKind.${kind}`) }))}
            />
          </Flex>
          <Flex gap="small" align="center" style={{ minHeight: 32 }}>
            <Switch id={requiredId} checked={question.required} onChange={(required) => onChange({ ...question, required })} />
            <label htmlFor={requiredId}>{t('builder.required')}</label>
          </Flex>
        </Flex>
        <TextField label={t('builder.questionText')} value={question.text} onChange={(text) => onChange({ ...question, text })} language={language} path={`${path}.text`} problems={problems} multiline />
        <TextField
          label={t('builder.help')}
          value={question.help ?? emptyText()}
          onChange={(help) => onChange({ ...question, help })}
          language={language}
          path={`${path}.help`}
          problems={problems}
          required={false}
        />
        {isChoice(question.kind as QuestionKind) ? (
          <Flex vertical gap="small" role="group" aria-label={t('builder.options', { number })}>
            <Typography.Text strong>{t('builder.optionsHeading')}</Typography.Text>
            {options.map((option, index) => (
              <Flex key={option.id} gap="small" align="flex-end">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <TextField
                    label={t('builder.option', { number: index + 1 })}
                    value={option.text}
                    onChange={(text) => setOptionText(index, text)}
                    language={language}
                    path={`${path}.options.${index}.text`}
                    problems={problems}
                    maxLength={500}
                  />
                </div>
                <Flex gap={2} style={{ paddingBottom: 4 }}>
                  <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => setOptions(moved(options, index, -1))} aria-label={t('builder.moveOptionUp', { number: index + 1 })} />
                  <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={index === options.length - 1} onClick={() => setOptions(moved(options, index, 1))} aria-label={t('builder.moveOptionDown', { number: index + 1 })} />
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={options.length <= 2} onClick={() => setOptions(options.filter((_, at) => at !== index))} aria-label={t('builder.removeOption', { number: index + 1 })} />
                </Flex>
              </Flex>
            ))}
            {optionProblems.map((problem) => (
              <Typography.Text key={`${problem.path}:${problem.code}`} type="danger">
                {t(`problems.${problem.code}`, { defaultValue: t('problems.generic') })}
              </Typography.Text>
            ))}
            <div>
              <Button icon={<PlusOutlined />} disabled={options.length >= SURVEY_LIMITS.options} onClick={() => setOptions([...options, newOption(options)])}>
                {t('builder.addOption')}
              </Button>
            </div>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t(`builder.kindHint.${question.kind}`)}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
