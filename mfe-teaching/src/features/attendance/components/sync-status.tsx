// What has not reached the server yet: the count of queued changes (with Sync now; the shell's banner says when the
// browser is offline), and every change the server refused, until the person dismisses it.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { CloudSyncOutlined } from '@ant-design/icons';
import { attendanceErrorText, ApiError, useAttendanceTranslation, useDateFormat } from '@campus/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingCount, type FailedChange } from '../api/mark-queue.js';
import type { MarkQueueView } from '../api/use-mark-queue.js';
import { dayValue } from './dates.js';

function FailedChangeAlert({ change, onDismiss }: { change: FailedChange; onDismiss: () => void }) {
  const { t } = useTranslation('teaching');
  const { t: ta } = useAttendanceTranslation();
  const { formatDate } = useDateFormat();
  const reason = attendanceErrorText(ta, new ApiError({ status: change.status, code: change.code, message: change.message }));
  return (
    <Alert
      type="error"
      showIcon
      title={t('attendance.sync.failed')}
      description={t('attendance.sync.failedItem', { date: formatDate(dayValue(change.date)), count: change.marks.length, reason })}
      action={<Button onClick={onDismiss}>{t('attendance.sync.dismiss')}</Button>}
    />
  );
}

/** The count of changes not sent yet, with Sync now; nothing when all are sent. */
export function PendingLine({ queue }: { queue: MarkQueueView }) {
  const { t } = useTranslation('teaching');
  const [syncing, setSyncing] = useState(false);
  const count = pendingCount(queue);
  const syncNow = () => {
    setSyncing(true);
    void queue.sync().finally(() => setSyncing(false));
  };
  return (
    <div role="status" aria-live="polite">
      {count > 0 ? (
        <Alert
          type="warning"
          showIcon
          icon={<CloudSyncOutlined />}
          title={t('attendance.sync.pending', { count })}
          description={t('attendance.sync.kept')}
          action={
            <Button onClick={syncNow} loading={syncing}>
              {t('attendance.sync.syncNow')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

/** Every change the server refused, until dismissed. */
export function FailedChanges({ queue }: { queue: MarkQueueView }) {
  if (queue.failed.length === 0) return null;
  return (
    <Flex vertical gap="small">
      {queue.failed.map((change) => (
        <FailedChangeAlert key={change.id} change={change} onDismiss={() => queue.dismiss(change.id)} />
      ))}
    </Flex>
  );
}
