// The generator's runs, newest first: each with its seed, status, what it made, a live progress bar while it is
// generating or being removed, and "Remove generated data" once it has finished.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { DeleteOutlined } from '@ant-design/icons';
import type { GeneratorRun } from '@campus/contracts/organizational';
import { useConfirmAction, useDateFormat } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { isActive, useRemoveRun } from '../api/generator.js';
import { useGeneratorFeedback } from './feedback.js';

/** Counts with the reader's digit grouping. */
function useNumberFormat() {
  const { i18n } = useTranslation();
  return { formatNumber: (value: number) => value.toLocaleString(i18n.language) };
}

const STATUS_COLORS: Record<GeneratorRun['status'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  removing: 'warning',
  removed: 'default',
};
/** The counts shown for a run: the university in the order it is built, then the teaching the services made for it. */
const COUNTED = [
  ['faculties', 'departments', 'programs', 'lecturers', 'subjects', 'groups', 'students', 'sections', 'enrollments', 'weeklyClasses'],
  ['materials', 'attendanceMarks', 'midterms', 'midtermEntries', 'courseEvaluations', 'evaluationResponses', 'evaluationAnswers'],
] as const;

function RunProgress({ run }: { run: GeneratorRun }) {
  const { t } = useTranslation('admin');
  const { formatNumber } = useNumberFormat();
  const percent = run.total ? Math.floor((run.done / run.total) * 100) : 0;
  const label = t('testing.runs.progress', { number: run.number });
  return (
    <Flex vertical gap={2}>
      <Progress percent={run.status === 'done' ? 100 : percent} status={isActive(run) ? 'active' : undefined} aria-label={label} />
      {isActive(run) && (
        <Typography.Text type="secondary">
          {run.step ? `${t(`testing.runs.steps.${run.step}`, { defaultValue: run.step })} · ` : ''}
          {t('testing.runs.rowsDone', { done: formatNumber(run.done), total: formatNumber(run.total) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function RunsCard({ runs }: { runs: GeneratorRun[] }) {
  const { t } = useTranslation('admin');
  const { formatDateTime } = useDateFormat();
  const { formatNumber } = useNumberFormat();
  const feedback = useGeneratorFeedback();
  const remove = useRemoveRun();
  const confirm = useConfirmAction(feedback);
  const anyActive = runs.some(isActive);

  const askRemove = (run: GeneratorRun) =>
    confirm({
      title: t('testing.runs.removeTitle', { number: run.number }),
      content: t('testing.runs.removeContent'),
      okText: t('testing.runs.removeOk'),
      cancelText: t('actions.cancel'),
      action: () => remove.mutateAsync(run.id),
      done: t('testing.runs.removeStarted'),
    });

  return (
    <Card title={t('testing.runs.title')}>
      {runs.length === 0 ? (
        <Empty description={t('testing.runs.empty')} />
      ) : (
        <List
          dataSource={runs}
          rowKey="id"
          renderItem={(run) => (
            <List.Item>
              <Flex vertical gap={6} style={{ width: '100%', minWidth: 0 }} data-testid={`generator-run-${run.number}`}>
                <Flex wrap gap={8} align="center" justify="space-between">
                  <Flex wrap gap={8} align="center">
                    <Typography.Text strong>{t('testing.runs.run', { number: run.number })}</Typography.Text>
                    <Tag color={STATUS_COLORS[run.status]}>{t(`testing.runs.status.${run.status}`)}</Tag>
                    <Typography.Text type="secondary">
                      {t('testing.runs.seed', { seed: run.seed })} · {formatDateTime(run.createdAt)}
                    </Typography.Text>
                  </Flex>
                  {(run.status === 'done' || run.status === 'failed') && (
                    <Button danger icon={<DeleteOutlined />} disabled={anyActive} onClick={() => askRemove(run)}>
                      {t('testing.runs.remove')}
                    </Button>
                  )}
                </Flex>
                {run.status !== 'removed' && <RunProgress run={run} />}
                {COUNTED.map((kinds) => kinds.filter((kind) => run.counts[kind] !== undefined))
                  .filter((kinds) => kinds.length > 0)
                  .map((kinds) => (
                    <Typography.Text key={kinds[0]} type="secondary" style={{ overflowWrap: 'anywhere' }}>
                      {kinds.map((kind) => `${t(`testing.runs.steps.${kind}`)}: ${formatNumber(run.counts[kind]!)}`).join(' · ')}
                    </Typography.Text>
                  ))}
                {run.error && <Typography.Text type="danger">{run.error}</Typography.Text>}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
