// /admin/testing: the test-data generator. An administrator builds a university of a chosen size from a seed, watches
// its progress, and removes what a run made; outside demo mode only after typing the university's name.
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { ExperimentOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/feedback.js';
import { isActive, useGeneratorInfo, useGeneratorRuns } from '../api/generator.js';
import { GenerateCard } from '../components/generate-card.js';
import { RunsCard } from '../components/runs-card.js';

export default function TestingScreen() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const info = useGeneratorInfo();
  const runs = useGeneratorRuns();
  const failed = info.error ?? runs.error;

  return (
    <>
      <PageHeader icon={<ExperimentOutlined />} title={t('testing.title')} subtitle={t('testing.subtitle')} />
      {failed ? (
        <ErrorPanel
          title={t('testing.loadFailed')}
          message={errorText(failed)}
          retrying={info.isFetching || runs.isFetching}
          onRetry={() => {
            void info.refetch();
            void runs.refetch();
          }}
        />
      ) : !info.data || !runs.data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap="middle">
          <GenerateCard info={info.data} busy={runs.data.some(isActive)} />
          <RunsCard runs={runs.data} />
        </Flex>
      )}
    </>
  );
}
