// /surveys/:id: the form of one survey meant for the signed-in person (the link of its notification). A survey not
// meant for them, or no longer open, answers in words.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error.js';
import { surveysErrorText } from '../i18n/index.js';
import { surveyFormQuery } from './answer-api.js';
import { useAnswerTranslation } from './i18n/index.js';
import { SurveyFormView } from './survey-form.js';

export interface SurveyAnswerPageProps {
  /** Where the person's list lives ('/surveys'). */
  listPath: string;
}

export default function SurveyAnswerPage({ listPath }: SurveyAnswerPageProps) {
  const { id = '' } = useParams();
  const { t } = useAnswerTranslation();
  const form = useQuery(surveyFormQuery(id));
  const navigate = useNavigate();
  const back = (
    <Button type="primary" onClick={() => void navigate(listPath)}>
      {t('backToList')}
    </Button>
  );
  if (form.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (form.isError) {
    const missing = isApiError(form.error) && (form.error.status === 404 || form.error.status === 409);
    return (
      <Result
        status={missing ? 'warning' : 'error'}
        title={missing ? surveysErrorText(t, form.error) : t('loadFailed')}
        subTitle={missing ? undefined : surveysErrorText(t, form.error)}
        extra={
          missing ? (
            back
          ) : (
            <Button onClick={() => void form.refetch()} loading={form.isRefetching}>
              {t('retry')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 820, width: '100%', marginInline: 'auto' }}>
      <Link to={listPath}>{`← ${t('back')}`}</Link>
      {/* Keyed by survey: another survey's form starts from its own draft. */}
      <SurveyFormView key={form.data.id} survey={form.data} after={back} />
    </Flex>
  );
}
