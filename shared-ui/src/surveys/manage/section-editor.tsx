// One section of the builder: its title, its questions in order, a question added at its end; the section moves up
// and down and is removed here (the last one stays).
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SURVEY_LIMITS, type SurveyFields, type SurveySection } from '@campus/contracts/surveys';
import { useManageTranslation } from './i18n/index.js';
import { QuestionEditor } from './question-editor.js';
import { moved, newQuestion, problemsAt, type IncompleteProblem, type TextLanguage } from './survey-draft.js';
import { TextField } from './text-field.js';

export interface SectionEditorProps {
  fields: SurveyFields;
  section: SurveySection;
  index: number;
  /** The number of the section's first question within the survey, less one. */
  questionsBefore: number;
  language: TextLanguage;
  problems: IncompleteProblem[];
  onChange: (section: SurveySection) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

export function SectionEditor({ fields, section, index, questionsBefore, language, problems, onChange, onMove, onRemove }: SectionEditorProps) {
  const { t } = useManageTranslation();
  const path = `sections.${index}`;
  const number = index + 1;
  const questions = section.questions;
  const setQuestions = (next: SurveySection['questions']) => onChange({ ...section, questions: next });
  const sectionProblems = problemsAt(problems, `${path}.questions`).filter((problem) => /questions$/.test(problem.path.replace(/\//g, '.')));

  return (
    <Card
      role="region"
      aria-label={t('builder.sectionNumber', { number })}
      title={<span style={{ whiteSpace: 'normal' }}>{t('builder.sectionNumber', { number })}</span>}
      extra={
        <Flex gap={4}>
          <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('builder.moveSectionUp', { number })} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={index === fields.sections.length - 1} onClick={() => onMove(1)} aria-label={t('builder.moveSectionDown', { number })} />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={fields.sections.length <= 1} onClick={onRemove} aria-label={t('builder.removeSection', { number })} />
        </Flex>
      }
      styles={{ body: { padding: 12 } }}
    >
      <Flex vertical gap="middle">
        <TextField label={t('builder.sectionTitle')} value={section.title} onChange={(title) => onChange({ ...section, title })} language={language} path={`${path}.title`} problems={problems} required={false} />
        {questions.map((question, at) => (
          <QuestionEditor
            key={question.id}
            question={question}
            number={questionsBefore + at + 1}
            path={`${path}.questions.${at}`}
            language={language}
            problems={problems}
            first={at === 0}
            last={at === questions.length - 1}
            onChange={(next) => setQuestions(questions.map((other, where) => (where === at ? next : other)))}
            onMove={(step) => setQuestions(moved(questions, at, step))}
            onRemove={() => setQuestions(questions.filter((_, where) => where !== at))}
          />
        ))}
        {questions.length === 0 ? <Typography.Text type="secondary">{t('builder.noQuestions')}</Typography.Text> : null}
        {sectionProblems.map((problem) => (
          <Typography.Text key={`${problem.path}:${problem.code}`} type="danger">
            {t(`problems.${problem.code}`, { defaultValue: t('problems.generic') })}
          </Typography.Text>
        ))}
        <div>
          <Button icon={<PlusOutlined />} disabled={questions.length >= SURVEY_LIMITS.questionsPerSection} onClick={() => setQuestions([...questions, newQuestion(fields)])}>
            {t('builder.addQuestion')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
