// The survey form: the survey's texts in the reader's language (Armenian where one is missing), for a course
// evaluation the course and lecturer it is about, what anonymity means here, and each section's questions. The
// draft saves itself a moment after the last change and with the button ("Saved at 14:05"), and is saved once more
// when the person leaves with changes not yet saved. Submit checks the answers with the contract's answerProblems
// first (the same check the server makes) and takes the person to the first problem; after submitting, a thank-you,
// and the survey cannot be answered again (the server's 409 ALREADY_ANSWERED in words). With `preview` (the
// builder's preview) nothing is saved or submitted.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { localizedName } from '@campus/contracts';
import { answerProblems, type Answer, type AnswerProblem, type SurveyForm } from '@campus/contracts/surveys';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../api/api-error.js';
import { useLanguage } from '../../i18n/i18n.js';
import { surveyKeys } from '../api.js';
import { surveysErrorText } from '../i18n/index.js';
import { answerKeys, saveDraft, submitAnswers } from './answer-api.js';
import { answerMapOf, answersBody, firstProblem, problemsByQuestion, questionElementId, type AnswerMap } from './answers-model.js';
import { useAnswerTranslation } from './i18n/index.js';
import { QuestionField } from './question-field.js';

/** How long after the last change the draft saves itself. */
export const DRAFT_SAVE_DELAY = 1500;

export type SurveyFormContent = Pick<SurveyForm, 'id' | 'title' | 'description' | 'anonymous' | 'evaluation' | 'sections'> & Partial<Pick<SurveyForm, 'state' | 'draft' | 'draftSavedAt'>>;

export interface SurveyFormViewProps {
  survey: SurveyFormContent;
  /** For managers: the questions can be tried, but nothing is saved or submitted. */
  preview?: boolean;
  /** The language of the survey's texts; the interface's by default (the builder's preview picks one). */
  language?: string;
  /** Shown beside the thank-you and the already-answered notice (a link back to the list). */
  after?: ReactNode;
}

type Finished = 'thanks' | 'already' | null;

function EvaluationHeader({ survey, language }: { survey: SurveyFormContent; language: string }) {
  const { t } = useAnswerTranslation();
  const subject = survey.evaluation;
  if (!subject) return null;
  const row = (label: string, value: string) => (
    <Typography.Text>
      <Typography.Text type="secondary">{`${label}: `}</Typography.Text>
      {value}
    </Typography.Text>
  );
  return (
    <Card size="small">
      <Flex vertical gap={4}>
        {row(t('course', { lng: language }), `${subject.courseCode} · ${localizedName(subject.courseName, language)}`)}
        {row(t('lecturer', { lng: language }), subject.lecturerName ?? t('noLecturer', { lng: language }))}
        {row(t('section', { lng: language }), subject.sectionName)}
      </Flex>
    </Card>
  );
}

function useDraftSaving(surveyId: string, enabled: boolean, initialSavedAt: string | null, onAlreadyAnswered: () => void) {
  const { t } = useAnswerTranslation();
  const queryClient = useQueryClient();
  // The person's list shows "Draft saved" once there is one.
  const listStale = useCallback(() => void queryClient.invalidateQueries({ queryKey: answerKeys.mine() }), [queryClient]);
  const [savedAt, setSavedAt] = useState(initialSavedAt);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Answer[] | null>(null);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    const answers = pending.current;
    if (!enabled || !answers) return;
    pending.current = null;
    setSaving(true);
    try {
      setSavedAt((await saveDraft(surveyId, answers)).savedAt);
      setSaveError(null);
      listStale();
    } catch (error) {
      if (isApiError(error) && error.code === 'ALREADY_ANSWERED') onAlreadyAnswered();
      else {
        pending.current ??= answers;
        setSaveError(surveysErrorText(t, error));
      }
    } finally {
      setSaving(false);
    }
  }, [enabled, surveyId, onAlreadyAnswered, t, listStale]);

  const changed = useCallback(
    (answers: Answer[]) => {
      if (!enabled) return;
      pending.current = answers;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), DRAFT_SAVE_DELAY);
    },
    [enabled, save],
  );

  /** Saves these answers now (the button). */
  const saveNow = useCallback(
    (answers: Answer[]) => {
      pending.current = answers;
      return save();
    },
    [save],
  );

  /** Forgets what was not saved (the answers were submitted). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  // Leaving with changes not yet saved: save them now (nothing is shown any more, so no state is set).
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (enabled && pending.current) void saveDraft(surveyId, pending.current).then(listStale, () => undefined);
    },
    [enabled, surveyId, listStale],
  );

  return { savedAt, saving, saveError, saveNow, changed, cancel };
}

export function SurveyFormView({ survey, preview = false, language: chosenLanguage, after }: SurveyFormViewProps) {
  const { t } = useAnswerTranslation();
  const interfaceLanguage = useLanguage();
  const language = chosenLanguage ?? interfaceLanguage;
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<AnswerMap>(() => answerMapOf(survey.draft ?? []));
  const [problems, setProblems] = useState<AnswerProblem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [finished, setFinished] = useState<Finished>(survey.state === 'submitted' ? 'already' : null);
  const markAnswered = useCallback(() => {
    setFinished('already');
    void queryClient.invalidateQueries({ queryKey: surveyKeys.root });
  }, [queryClient]);
  const draft = useDraftSaving(survey.id, !preview && finished === null, survey.draftSavedAt ?? null, markAnswered);

  const answer = (next: Answer) => {
    const updated = { ...answers, [next.questionId]: next };
    setAnswers(updated);
    if (problems.some((problem) => problem.questionId === next.questionId)) setProblems(problems.filter((problem) => problem.questionId !== next.questionId));
    draft.changed(answersBody(survey.sections, updated));
  };

  const showFirst = (found: AnswerProblem[]) => {
    setProblems(found);
    const first = firstProblem(survey.sections, found);
    if (!first) return;
    // After the problems render, so the focused block already carries its message.
    requestAnimationFrame(() => {
      const element = document.getElementById(questionElementId(first.questionId));
      element?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      element?.focus({ preventScroll: true });
    });
  };

  const submit = async () => {
    const body = answersBody(survey.sections, answers);
    const found = answerProblems(survey.sections, body, true);
    if (found.length > 0) return showFirst(found);
    setProblems([]);
    setSubmitError(null);
    setSubmitting(true);
    draft.cancel();
    try {
      await submitAnswers(survey.id, body);
      setFinished('thanks');
      void queryClient.invalidateQueries({ queryKey: surveyKeys.root });
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (isApiError(error) && error.code === 'ALREADY_ANSWERED') markAnswered();
      else if (isApiError(error) && error.code === 'ANSWERS_INVALID') showFirst(((error.details as { problems?: AnswerProblem[] } | undefined)?.problems ?? []));
      else setSubmitError(surveysErrorText(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  if (finished === 'thanks') return <Result status="success" title={t('thanks')} subTitle={t('thanksText')} extra={after} />;
  if (finished === 'already') return <Result status="info" title={t('alreadyAnswered')} subTitle={t('alreadyAnsweredText')} extra={after} />;

  const byQuestion = problemsByQuestion(problems);
  const description = localizedName(survey.description, language);
  let number = 0;
  return (
    <Flex vertical gap="middle" lang={language}>
      {/* Smaller on a phone: an evaluation's title names its course, and long Armenian words would break mid-word. */}
      <Typography.Title level={2} style={{ margin: 0, fontSize: 'clamp(22px, 4vw + 8px, 30px)' }}>
        {localizedName(survey.title, language)}
      </Typography.Title>
      {preview ? <Alert type="warning" showIcon title={t('preview', { lng: language })} /> : null}
      <EvaluationHeader survey={survey} language={language} />
      {description ? <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{description}</Typography.Paragraph> : null}
      <Alert type="info" showIcon title={t(survey.anonymous ? 'anonymous' : 'named', { lng: language })} />
      <Typography.Text type="secondary">{t('requiredNote', { lng: language })}</Typography.Text>
      {survey.sections.map((section) => {
        const title = localizedName(section.title, language);
        return (
          <Card key={section.id} title={title ? <span style={{ whiteSpace: 'normal' }}>{title}</span> : undefined} styles={{ body: { padding: 16 } }}>
            <Flex vertical gap={28}>
              {section.questions.map((question) => {
                number += 1;
                return (
                  <QuestionField
                    key={question.id}
                    question={question}
                    number={number}
                    language={language}
                    answer={answers[question.id]}
                    onAnswer={answer}
                    problem={byQuestion[question.id]}
                  />
                );
              })}
            </Flex>
          </Card>
        );
      })}
      {problems.length > 0 ? <Alert type="error" showIcon role="alert" title={t('problems', { count: problems.length })} /> : null}
      {submitError ? <Alert type="error" showIcon role="alert" title={submitError} /> : null}
      {draft.saveError ? <Alert type="warning" showIcon title={t('saveFailed', { reason: draft.saveError })} /> : null}
      {preview ? null : (
        <Flex gap="small" align="center" justify="space-between" wrap>
          <Typography.Text type="secondary" role="status">
            {draft.saving ? t('saving') : draft.savedAt ? t('savedAt', { time: dayjs(draft.savedAt).format('HH:mm') }) : t('notSaved')}
          </Typography.Text>
          <Flex gap="small" wrap>
            <Button size="large" onClick={() => void draft.saveNow(answersBody(survey.sections, answers))} loading={draft.saving}>
              {t('saveDraft')}
            </Button>
            <Button size="large" type="primary" onClick={() => void submit()} loading={submitting}>
              {submitting ? t('submitting') : t('submit')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
