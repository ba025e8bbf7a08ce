// /admin/surveys/new and /admin/surveys/:id: a survey (or template) written in hy, en and ru, one language at a time
// (a tab per language, each counting its missing texts); anonymous or named, with what that means said plainly; its
// sections and questions; for a survey its audience and its opening and closing times. Save keeps a draft; when
// someone else saved in between (409 SURVEY_CHANGED) nothing was written, and Reload reads their version while the
// manager's own edits stay on the page, to be saved over it or discarded. Schedule saves first, then asks the server,
// which names what stops it (SURVEY_INCOMPLETE): each problem shows beside its field and in a list above. A survey no
// longer a draft is shown as its respondents see it.
import Alert from 'antd/es/alert';
import Badge from 'antd/es/badge';
import Breadcrumb from 'antd/es/breadcrumb';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { CalendarOutlined, EyeOutlined, FormOutlined, PlusOutlined, ReloadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SURVEY_LIMITS, type Survey, type SurveyFields } from '@campus/contracts/surveys';
import type { AudiencePart } from '@campus/contracts/audience';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error.js';
import { ErrorPanel } from '../../components/error-panel.js';
import { PageHeader } from '../../components/page-header.js';
import { useToast } from '../../components/toast.js';
import { useLanguage } from '../../i18n/i18n.js';
import { changeSurvey, createSurvey, scheduleSurvey, surveyKeys, surveyQuery } from '../api.js';
import { surveysErrorText, useSurveysTranslation } from '../i18n/index.js';
import { AudiencePicker } from './audience-picker.js';
import { DateTimeField } from './date-time-field.js';
import { useManageTranslation } from './i18n/index.js';
import { useLeaveGuard } from '../../components/leave-guard.js';
import { problemPlace } from './problem-places.js';
import { SectionEditor } from './section-editor.js';
import { SurveyStatusTag } from './status-tag.js';
import { SurveyPreview } from './survey-preview.js';
import {
  LANGUAGES,
  bodyOf,
  fieldsOf,
  currentProblems,
  missingTexts,
  moved,
  newSection,
  newSurvey,
  problemsAt,
  textIn,
  type IncompleteProblem,
  type TextLanguage,
} from './survey-draft.js';
import { TextField } from './text-field.js';

/** The shell's bottom navigation on a phone (shell: BOTTOM_NAV_HEIGHT); the save bar stays above it. */
const BOTTOM_NAV_ROOM = 'calc(60px + env(safe-area-inset-bottom, 0px))';

export interface SurveyBuilderProps {
  /** Where the surveys list lives ('/admin/surveys'). */
  basePath: string;
}

/** After a refused schedule the problems are shown live from the fields; a time the server found wrong stays until the times change. */
type Notice = { kind: 'saved' } | { kind: 'reloaded' } | { kind: 'incomplete' } | { kind: 'times' };

/** The notice of a refused schedule whose problems the builder shows by the fields. */
function refusal(error: unknown): Notice | null {
  if (isApiError(error) && error.code === 'SURVEY_INCOMPLETE') return { kind: 'incomplete' };
  if (isApiError(error) && error.code === 'SURVEY_TIMES_INVALID') return { kind: 'times' };
  return null;
}

function Workspace({ survey, kind, basePath, refetching, onReload }: { survey?: Survey; kind: 'survey' | 'template'; basePath: string; refetching: boolean; onReload: () => Promise<unknown> }) {
  const { t } = useManageTranslation();
  const { t: ts } = useSurveysTranslation();
  const interfaceLanguage = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const screens = Grid.useBreakpoint();
  const phone = !screens.sm;
  const anonymousId = useId();
  const anonymousHelpId = useId();
  const [fields, setFields] = useState<SurveyFields>(() => (survey ? fieldsOf(survey) : newSurvey(kind)));
  const [dirty, setDirty] = useState(!survey);
  const [language, setLanguage] = useState<TextLanguage>(interfaceLanguage);
  const location = useLocation();
  const [notice, setNotice] = useState<Notice | null>(() => (location.state as { notice?: Notice } | null)?.notice ?? null);
  const [previewing, setPreviewing] = useState(false);
  useLeaveGuard(dirty, { title: t('leave.title'), message: t('leave.message'), ok: t('leave.ok'), cancel: t('leave.cancel') });

  const live = useMemo(() => currentProblems(fields), [fields]);
  const problems: IncompleteProblem[] = notice?.kind === 'incomplete' ? live : notice?.kind === 'times' ? [{ path: 'closesAt', code: 'TIMES_INVALID' }] : [];
  const missing = useMemo(() => missingTexts(fields), [fields]);
  const isTemplate = (survey?.kind ?? kind) === 'template';

  const edit = (change: (current: SurveyFields) => SurveyFields) => {
    setFields(change);
    setDirty(true);
    if (notice?.kind === 'saved' || notice?.kind === 'times') setNotice(null);
  };

  /** Writes the page's fields; answers the survey as saved. */
  const write = async (): Promise<Survey> => {
    const saved = survey
      ? await changeSurvey(survey.id, { ...bodyOf(fields), version: survey.version })
      : await createSurvey({ ...bodyOf(fields), kind });
    queryClient.setQueryData(surveyKeys.survey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: surveyKeys.list() });
    setDirty(false);
    return saved;
  };
  /** A new survey moves to its own address once saved (the page is drawn afresh there, so a notice goes along). */
  const opened = (saved: Survey, carried?: Notice) => {
    if (!survey) void navigate(`${basePath}/${saved.id}`, { replace: true, state: carried ? { notice: carried } : undefined });
  };

  const save = useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      setNotice({ kind: 'saved' });
      opened(saved);
    },
  });
  const schedule = useMutation({
    mutationFn: async () => {
      const saved = dirty || !survey ? await write() : survey;
      try {
        return await scheduleSurvey(saved.id, saved.version);
      } catch (error) {
        opened(saved, refusal(error) ?? undefined);
        throw error;
      }
    },
    onSuccess: (scheduled) => {
      queryClient.setQueryData(surveyKeys.survey(scheduled.id), scheduled);
      void queryClient.invalidateQueries({ queryKey: surveyKeys.root });
      toast.success(t('builder.scheduled'));
      void navigate(basePath);
    },
    onError: (error) => {
      const notice = refusal(error);
      if (notice) setNotice(notice);
    },
  });
  const failed = save.error ?? (schedule.error && !(isApiError(schedule.error) && ['SURVEY_INCOMPLETE', 'SURVEY_TIMES_INVALID'].includes(schedule.error.code ?? '')) ? schedule.error : null);
  const conflict = isApiError(failed) && failed.code === 'SURVEY_CHANGED';
  const busy = save.isPending || schedule.isPending;

  const reload = async () => {
    await onReload();
    save.reset();
    schedule.reset();
    setNotice({ kind: 'reloaded' });
  };
  const discard = () => {
    if (!survey) return;
    setFields(fieldsOf(survey));
    setDirty(false);
    setNotice(null);
  };

  const problemText = (problem: IncompleteProblem) => t(`problems.${problem.code}`, { defaultValue: t('problems.generic') });
  const firstProblem = (path: string) => {
    const found = problemsAt(problems, path)[0];
    return found ? problemText(found) : undefined;
  };
  let questionsBefore = 0;

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex vertical gap="small">
          <Typography.Text id={`${anonymousId}-languages`}>{t('builder.writingIn')}</Typography.Text>
          <Segmented<TextLanguage>
            value={language}
            onChange={setLanguage}
            aria-labelledby={`${anonymousId}-languages`}
            options={LANGUAGES.map((option) => {
              const gaps = missing[option];
              return {
                value: option,
                label: (
                  <Flex gap={6} align="center">
                    <span>{t(`languages.${option}`)}</span>
                    {gaps > 0 ? <Badge count={gaps} size="small" color={notice?.kind === 'incomplete' ? 'red' : 'orange'} title={t('builder.missingCount', { count: gaps })} /> : null}
                  </Flex>
                ),
              };
            })}
          />
          <Typography.Text type="secondary">{t('builder.languagesHint')}</Typography.Text>
        </Flex>
      </Card>

      {notice?.kind === 'incomplete' && problems.length === 0 ? <Alert type="success" showIcon role="status" title={t('builder.readyToSchedule')} /> : null}
      {notice?.kind === 'incomplete' && problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={ts('errors.SURVEY_INCOMPLETE')}
          description={
            <Flex vertical gap={4}>
              <span>{t('builder.fixMarked', { count: problems.length })}</span>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((problem) => (
                  <li key={`${problem.path}:${problem.code}`}>{`${problemPlace(t, fields, problem)}: ${problemText(problem)}`}</li>
                ))}
              </ul>
            </Flex>
          }
        />
      ) : null}

      <Card title={t('builder.about')}>
        <Flex vertical gap="middle">
          <TextField label={t('builder.title')} value={fields.title} onChange={(title) => edit((current) => ({ ...current, title }))} language={language} path="title" problems={problems} maxLength={300} />
          <TextField label={t('builder.description')} value={fields.description} onChange={(description) => edit((current) => ({ ...current, description }))} language={language} path="description" problems={problems} multiline required={false} />
          <Flex vertical gap={4}>
            <Flex gap="small" align="center">
              <Switch id={anonymousId} checked={fields.anonymous} aria-describedby={anonymousHelpId} onChange={(anonymous) => edit((current) => ({ ...current, anonymous }))} />
              <label htmlFor={anonymousId}>{t('builder.anonymous')}</label>
            </Flex>
            <Typography.Text type="secondary" id={anonymousHelpId}>
              {fields.anonymous ? t('builder.anonymousMeans') : t('builder.namedMeans')}
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>

      {isTemplate ? (
        <Alert type="info" showIcon title={t('builder.templateHint')} />
      ) : (
        <Card title={t('builder.audienceAndTimes')}>
          <Flex vertical gap="middle">
            <AudiencePicker
              value={(fields.audience ?? []) as AudiencePart[]}
              described={survey?.audience ?? []}
              onChange={(audience) => edit((current) => ({ ...current, audience: audience as SurveyFields['audience'] }))}
              problem={firstProblem('audience')}
            />
            <Flex gap="middle" wrap>
              <DateTimeField label={t('builder.opensAt')} value={fields.opensAt} onChange={(opensAt) => edit((current) => ({ ...current, opensAt }))} problem={firstProblem('opensAt')} required />
              <DateTimeField label={t('builder.closesAt')} value={fields.closesAt} onChange={(closesAt) => edit((current) => ({ ...current, closesAt }))} problem={firstProblem('closesAt')} required />
            </Flex>
          </Flex>
        </Card>
      )}

      {fields.sections.map((section, index) => {
        const before = questionsBefore;
        questionsBefore += section.questions.length;
        return (
          <SectionEditor
            key={section.id}
            fields={fields}
            section={section}
            index={index}
            questionsBefore={before}
            language={language}
            problems={problems}
            onChange={(next) => edit((current) => ({ ...current, sections: current.sections.map((other, at) => (at === index ? next : other)) }))}
            onMove={(step) => edit((current) => ({ ...current, sections: moved(current.sections, index, step) }))}
            onRemove={() => edit((current) => ({ ...current, sections: current.sections.filter((_, at) => at !== index) }))}
          />
        );
      })}
      <div>
        <Button icon={<PlusOutlined />} disabled={fields.sections.length >= SURVEY_LIMITS.sections} onClick={() => edit((current) => ({ ...current, sections: [...current.sections, newSection(current)] }))}>
          {t('builder.addSection')}
        </Button>
      </div>

      <Card
        size="small"
        style={{ position: 'sticky', bottom: screens.md ? 0 : BOTTOM_NAV_ROOM, zIndex: 2 }}
        styles={{ body: { padding: '8px 12px' } }}
        role="region"
        aria-label={t('builder.saveBar')}
      >
        <Flex vertical gap="small">
          {notice?.kind === 'saved' ? <Alert type="success" showIcon title={t('builder.saved')} /> : null}
          {notice?.kind === 'reloaded' ? <Alert type="info" showIcon title={t('builder.reloaded')} /> : null}
          {failed ? (
            <Alert
              type={conflict ? 'warning' : 'error'}
              showIcon
              title={t('builder.saveFailed')}
              description={
                conflict ? (
                  <Flex vertical gap="small" align="flex-start">
                    <span>{`${surveysErrorText(ts, failed)} ${t('builder.conflictKeeps')}`}</span>
                    <Button icon={<ReloadOutlined />} loading={refetching} onClick={() => void reload()}>
                      {t('builder.reload')}
                    </Button>
                  </Flex>
                ) : (
                  surveysErrorText(ts, failed)
                )
              }
            />
          ) : null}
          <Flex gap="small" wrap align="center" justify="space-between">
            <Typography.Text strong={dirty} role="status">
              {dirty ? t('builder.unsaved') : t('builder.allSaved')}
            </Typography.Text>
            <Flex gap="small" wrap>
              {/* On a phone the lesser actions are icons (named for screen readers), so the bar stays one row. */}
              <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)} aria-label={phone ? t('actions.preview') : undefined} title={phone ? t('actions.preview') : undefined}>
                {phone ? null : t('actions.preview')}
              </Button>
              {survey ? (
                <Button icon={<UndoOutlined />} disabled={!dirty || busy} onClick={discard} aria-label={phone ? t('builder.discard') : undefined} title={phone ? t('builder.discard') : undefined}>
                  {phone ? null : t('builder.discard')}
                </Button>
              ) : null}
              <Button type={isTemplate ? 'primary' : 'default'} icon={<SaveOutlined />} loading={save.isPending} disabled={schedule.isPending} onClick={() => {
                schedule.reset();
                save.mutate();
              }}>
                {phone ? t('builder.saveShort') : t('builder.save')}
              </Button>
              {isTemplate ? null : (
                <Button type="primary" icon={<CalendarOutlined />} loading={schedule.isPending} disabled={save.isPending} onClick={() => {
                  save.reset();
                  setNotice(null);
                  schedule.mutate();
                }}>
                  {t('actions.schedule')}
                </Button>
              )}
            </Flex>
          </Flex>
        </Flex>
      </Card>

      <Modal open={previewing} onCancel={() => setPreviewing(false)} footer={null} title={t('preview.title')} width={720} destroyOnHidden>
        <SurveyPreview survey={fields} />
      </Modal>
    </Flex>
  );
}

/** A survey past its draft: what it is, and its questions as respondents see them. */
function Settled({ survey, basePath }: { survey: Survey; basePath: string }) {
  const { t } = useManageTranslation();
  return (
    <Flex vertical gap="middle">
      <Alert type="info" showIcon title={t('builder.notEditable')} action={<Link to={`${basePath}/${survey.id}/results`}>{t('actions.results')}</Link>} />
      <Card>
        <SurveyPreview survey={survey} />
      </Card>
    </Flex>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function SurveyBuilder({ basePath }: SurveyBuilderProps) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const { t } = useManageTranslation();
  const { t: ts } = useSurveysTranslation();
  const interfaceLanguage = useLanguage();
  const creating = !id || id === 'new';
  const kind = search.get('kind') === 'template' ? 'template' : 'survey';
  const valid = creating || UUID.test(id);
  const survey = useQuery({ ...surveyQuery(id ?? ''), enabled: !creating && valid });
  const title = creating ? t(kind === 'template' ? 'builder.newTemplate' : 'builder.newSurvey') : survey.data ? textIn(survey.data.title, interfaceLanguage) || t('untitled') : t('title');

  const content = () => {
    if (!valid) return <ErrorPanel title={t('builder.loadFailed')} message={ts('errors.SURVEY_NOT_FOUND')} />;
    if (creating) return <Workspace key={`new:${kind}`} kind={kind} basePath={basePath} refetching={false} onReload={async () => undefined} />;
    if (survey.isError) return <ErrorPanel title={t('builder.loadFailed')} message={surveysErrorText(ts, survey.error)} onRetry={() => void survey.refetch()} retrying={survey.isFetching} />;
    if (survey.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (survey.data.status !== 'draft') return <Settled survey={survey.data} basePath={basePath} />;
    const surveyKind = survey.data.kind === 'template' ? 'template' : 'survey';
    return <Workspace key={survey.data.id} survey={survey.data} kind={surveyKind} basePath={basePath} refetching={survey.isFetching} onReload={() => survey.refetch()} />;
  };

  return (
    <>
      <Breadcrumb style={{ marginBottom: 12 }} items={[{ title: <Link to={basePath}>{t('title')}</Link> }, { title }]} />
      <PageHeader
        icon={<FormOutlined />}
        title={<span style={{ overflowWrap: 'anywhere' }}>{title}</span>}
        subtitle={
          survey.data ? (
            <Flex gap="small" wrap component="span">
              <SurveyStatusTag status={survey.data.status} />
              <Tag>{ts(`kind.${survey.data.kind}`)}</Tag>
            </Flex>
          ) : undefined
        }
      />
      {content()}
    </>
  );
}
