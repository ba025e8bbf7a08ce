// One question of the form: its number, words, required mark and help, the control its kind takes, and the
// problem found with its answer. The block is a labelled group the form scrolls to and focuses when its answer is
// the first missing one.
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { localizedName } from '@campus/contracts';
import { SCALES, TEXT_ANSWER_MAX, type Answer, type AnswerProblem, type Question, type QuestionKind } from '@campus/contracts/surveys';
import { useSurveysTranslation } from '../i18n/index.js';
import { useAnswerTranslation } from './i18n/index.js';
import { questionElementId } from './answers-model.js';
import { ScaleChoice } from './scale-choice.js';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, index) => min + index);

export interface QuestionFieldProps {
  question: Question;
  number: number;
  language: string;
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  problem?: AnswerProblem['code'];
  disabled?: boolean;
}

export function QuestionField({ question, number, language, answer, onAnswer, problem, disabled }: QuestionFieldProps) {
  const { t } = useAnswerTranslation();
  const { t: ts } = useSurveysTranslation();
  const { token } = theme.useToken();
  const id = questionElementId(question.id);
  const labelId = `${id}-label`;
  const helpText = question.help ? localizedName(question.help, language) : '';
  const helpId = helpText ? `${id}-help` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const kind = question.kind as QuestionKind;
  const set = (part: Omit<Answer, 'questionId'>) => onAnswer({ questionId: question.id, ...part });
  const agreementWord = (value: number) => ts(`agreement.${value}`, { lng: language });
  // Error words in the darker red: antd's plain error red is under 4.5:1 on white.
  const errorColour = token.colorErrorTextActive;

  const control = () => {
    switch (kind) {
      case 'single_choice':
        return (
          <Radio.Group
            value={answer?.choice}
            onChange={(event) => set({ choice: event.target.value as string })}
            disabled={disabled}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
          >
            {(question.options ?? []).map((option) => (
              <Radio key={option.id} value={option.id} style={{ minHeight: 32, alignItems: 'center' }}>
                {localizedName(option.text, language)}
              </Radio>
            ))}
          </Radio.Group>
        );
      case 'multiple_choice':
        return (
          <Checkbox.Group value={answer?.choices ?? []} onChange={(choices) => set({ choices: choices as string[] })} disabled={disabled} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            {(question.options ?? []).map((option) => (
              <Checkbox key={option.id} value={option.id} style={{ minHeight: 32, alignItems: 'center' }}>
                {localizedName(option.text, language)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        );
      case 'agreement':
      case 'rating': {
        const scale = SCALES[kind];
        const agreement = kind === 'agreement';
        const labelOf = (value: number) => (agreement ? `${value} · ${agreementWord(value)}` : String(value));
        return (
          <Flex vertical gap={6}>
            <ScaleChoice
              name={question.id}
              values={range(scale.min, scale.max)}
              value={answer?.value}
              onChange={(value) => set({ value })}
              labelOf={labelOf}
              columns={agreement ? 5 : 6}
              labelledBy={labelId}
              describedBy={[describedBy, `${id}-ends`].filter(Boolean).join(' ')}
              required={question.required}
              invalid={problem !== undefined}
              disabled={disabled}
            />
            <Typography.Text type="secondary" id={`${id}-ends`}>
              {t('scaleEnds', {
                min: scale.min,
                max: scale.max,
                minLabel: agreement ? agreementWord(scale.min) : t('ratingLow', { lng: language }),
                maxLabel: agreement ? agreementWord(scale.max) : t('ratingHigh', { lng: language }),
                lng: language,
              })}
            </Typography.Text>
            {agreement && answer?.value !== undefined ? <Typography.Text>{t('chosen', { value: labelOf(answer.value), lng: language })}</Typography.Text> : null}
          </Flex>
        );
      }
      case 'short_text':
        return (
          <Input
            value={answer?.text ?? ''}
            onChange={(event) => set({ text: event.target.value })}
            maxLength={TEXT_ANSWER_MAX.short_text}
            showCount
            disabled={disabled}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-required={question.required}
            aria-invalid={problem !== undefined}
          />
        );
      case 'long_text':
        return (
          <Input.TextArea
            value={answer?.text ?? ''}
            onChange={(event) => set({ text: event.target.value })}
            maxLength={TEXT_ANSWER_MAX.long_text}
            showCount
            autoSize={{ minRows: 4, maxRows: 12 }}
            disabled={disabled}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-required={question.required}
            aria-invalid={problem !== undefined}
          />
        );
    }
  };

  return (
    <Flex vertical gap="small" id={id} role="group" aria-labelledby={labelId} tabIndex={-1} style={{ scrollMarginTop: 80, outline: 'none' }}>
      <Typography.Text strong id={labelId} style={{ fontSize: 16 }}>
        {`${number}. ${localizedName(question.text, language)}`}
        {question.required ? (
          <>
            <span aria-hidden="true" style={{ color: errorColour }}>
              {' *'}
            </span>
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>{` (${t('required', { lng: language })})`}</span>
          </>
        ) : null}
      </Typography.Text>
      {helpText ? (
        <Typography.Text type="secondary" id={helpId}>
          {helpText}
        </Typography.Text>
      ) : null}
      {control()}
      {problem ? (
        <Typography.Text id={errorId} style={{ color: errorColour }}>
          {t(`problem.${problem}`, { lng: language })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
