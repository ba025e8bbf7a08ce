// The person's surveys: /surveys (every role) lists those open for them, not yet submitted first and the soonest
// closing first, answered ones marked; the dashboard card offers those still to answer. Both follow 'survey'
// notifications, so a survey that opens shows at once.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useQuery } from '@tanstack/react-query';
import { localizedName } from '@campus/contracts';
import type { MySurvey, ResponseState } from '@campus/contracts/surveys';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorPanel } from '../../components/error-panel.js';
import { PageHeader } from '../../components/page-header.js';
import { formatDateTime } from '../../i18n/format.js';
import { useLanguage } from '../../i18n/i18n.js';
import { surveysErrorText } from '../i18n/index.js';
import { mySurveysQuery } from './answer-api.js';
import { inAnsweringOrder, toAnswer } from './answers-model.js';
import { useAnswerTranslation } from './i18n/index.js';

/** How many surveys the dashboard card lists; the rest are on /surveys. */
export const CARD_SURVEYS = 4;

const STATE_COLOURS: Record<ResponseState, string> = { not_started: 'blue', draft: 'gold', submitted: 'green' };

function SurveyLine({ survey, basePath, compact }: { survey: MySurvey; basePath: string; compact?: boolean }) {
  const { t } = useAnswerTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const state = survey.state as ResponseState;
  const title = localizedName(survey.title, language);
  const subject = survey.evaluation;
  const details = [
    subject ? `${subject.courseCode}${subject.lecturerName ? ` · ${subject.lecturerName}` : ''}` : null,
    t('closes', { date: formatDateTime(survey.closesAt, language) }),
    compact ? null : t('questions', { count: survey.questions }),
  ].filter(Boolean);
  return (
    <Flex role="listitem" justify="space-between" align="center" gap="small" wrap>
      <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
        {state === 'submitted' ? (
          <Typography.Text strong>{title}</Typography.Text>
        ) : (
          <Link to={`${basePath}/${survey.id}`} style={{ fontWeight: 600 }}>
            {title}
          </Link>
        )}
        <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>
      </Flex>
      <Flex gap="small" align="center">
        <Tag color={STATE_COLOURS[state]} style={{ marginInlineEnd: 0 }}>
          {t(`state.${state}`)}
        </Tag>
        {compact || state === 'submitted' ? null : (
          <Button type={state === 'draft' ? 'default' : 'primary'} onClick={() => void navigate(`${basePath}/${survey.id}`)} aria-label={`${state === 'draft' ? t('continue') : t('open')}: ${title}`}>
            {state === 'draft' ? t('continue') : t('open')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

function useMySurveys() {
  return useQuery(mySurveysQuery);
}

export interface MySurveysProps {
  /** Where the list lives ('/surveys'); a survey's form is `${basePath}/:id`. */
  basePath: string;
}

export function MySurveysPage({ basePath }: MySurveysProps) {
  const { t } = useAnswerTranslation();
  const surveys = useMySurveys();
  const body = () => {
    if (surveys.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (surveys.isError) return <ErrorPanel title={t('loadFailed')} message={surveysErrorText(t, surveys.error)} onRetry={() => void surveys.refetch()} retrying={surveys.isRefetching} />;
    if (surveys.data.length === 0) return <Typography.Text>{t('empty')}</Typography.Text>;
    return (
      <Flex vertical gap={20} role="list" aria-label={t('title')}>
        {inAnsweringOrder(surveys.data).map((survey) => (
          <SurveyLine key={survey.id} survey={survey} basePath={basePath} />
        ))}
      </Flex>
    );
  };
  return (
    <Flex vertical style={{ maxWidth: 820, width: '100%', marginInline: 'auto' }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card>{body()}</Card>
    </Flex>
  );
}

export interface SurveysToAnswerCardProps extends Partial<MySurveysProps> {
  /** On a home where the card stands alone (not in a grid of cards), nothing at all when there is nothing to answer. */
  hideWhenEmpty?: boolean;
}

/** "Surveys to answer" on a dashboard: the few still to answer, soonest closing first. */
export function SurveysToAnswerCard({ basePath = '/surveys', hideWhenEmpty = false }: SurveysToAnswerCardProps) {
  const { t } = useAnswerTranslation();
  const surveys = useMySurveys();
  if (hideWhenEmpty && (!surveys.isSuccess || toAnswer(surveys.data).length === 0)) return null;
  const body = () => {
    if (surveys.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (surveys.isError) return <ErrorPanel title={t('loadFailed')} message={surveysErrorText(t, surveys.error)} onRetry={() => void surveys.refetch()} retrying={surveys.isRefetching} />;
    const open = toAnswer(surveys.data).slice(0, CARD_SURVEYS);
    if (open.length === 0) return <Typography.Text>{t('card.empty')}</Typography.Text>;
    return (
      <Flex vertical gap={12} role="list" aria-label={t('card.title')}>
        {open.map((survey) => (
          <SurveyLine key={survey.id} survey={survey} basePath={basePath} compact />
        ))}
      </Flex>
    );
  };
  return (
    <Card title={t('card.title')} extra={<Link to={basePath}>{t('card.all')}</Link>} style={{ height: '100%' }} styles={{ title: { whiteSpace: 'normal' } }}>
      {body()}
    </Card>
  );
}
