// /lecturer/midterms/:batchId (legacy, SPEC §2): looks the batch up and, when it names a section and a midterm
// number, replaces the address with that sheet's, keeping the old link's flags (its search parameters) and adding
// fromBatchId; otherwise says why it cannot be opened.
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { ErrorPanel, gradingErrorText, useGradingTranslation } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { batchQuery } from '../api/midterms.js';
import { MIDTERMS_HOME, sheetPath } from '../components/midterm-links.js';

export default function LegacyBatch() {
  const { batchId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('teaching');
  const { t: tg } = useGradingTranslation();
  const batch = useQuery(batchQuery(batchId));
  const target = batch.data?.sectionId && batch.data.midtermNumber ? { sectionId: batch.data.sectionId, number: batch.data.midtermNumber } : null;

  useEffect(() => {
    if (!target) return;
    const search = new URLSearchParams(params);
    search.set('fromBatchId', batchId);
    navigate(`${sheetPath(target.sectionId, target.number)}?${search.toString()}`, { replace: true });
  }, [target?.sectionId, target?.number]); // eslint-disable-line react-hooks/exhaustive-deps -- once per batch found

  const home = (
    <Button type="primary" onClick={() => navigate(MIDTERMS_HOME)}>
      {t('midterms.backToList')}
    </Button>
  );
  if (batch.isError) return <ErrorPanel title={t('midterms.batch.loadFailed')} message={gradingErrorText(tg, batch.error)} onRetry={() => void batch.refetch()} retrying={batch.isFetching} />;
  if (batch.isPending || target) return <Skeleton active />;
  return <Result status="info" title={t('midterms.batch.incompleteTitle')} subTitle={t('midterms.batch.incomplete')} extra={home} />;
}
