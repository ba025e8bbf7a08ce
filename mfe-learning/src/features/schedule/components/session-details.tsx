// One session opened from the timetable: when and where, who teaches it, its groups and seats, and the link of
// a virtual class.
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { LinkOutlined } from '@ant-design/icons';
import { Seats, useDateFormat, useLocalized } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import type { ScheduleEntry } from '../api/schedule.js';

export function SessionDetails({ session, onClose }: { session: ScheduleEntry | null; onClose: () => void }) {
  const { t } = useTranslation('learning');
  const localized = useLocalized();
  const { formatDate } = useDateFormat();
  return (
    <Modal open={Boolean(session)} onCancel={onClose} footer={null} title={session ? `${session.courseCode} · ${localized(session.courseName)}` : ''}>
      {session ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('schedule.details.section')}>{session.sectionNumber}</Descriptions.Item>
          <Descriptions.Item label={t('schedule.details.when')}>
            {formatDate(`${session.date}T00:00:00`)}, {session.startTime}–{session.endTime}
          </Descriptions.Item>
          <Descriptions.Item label={t('schedule.details.where')}>
            {session.isVirtual ? <Tag color="blue">{t('schedule.details.virtual')}</Tag> : (session.roomCode ?? '—')}
            {session.isVirtual && session.joinUrl ? (
              <Button type="link" icon={<LinkOutlined />} href={session.joinUrl} target="_blank" rel="noreferrer">
                {t('schedule.details.join')}
              </Button>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('schedule.details.instructor')}>{session.instructorName ?? t('schedule.details.tba')}</Descriptions.Item>
          {session.groupNames.length ? <Descriptions.Item label={t('schedule.details.groups')}>{session.groupNames.join(', ')}</Descriptions.Item> : null}
          <Descriptions.Item label={t('schedule.details.seats')}>
            <Seats count={session.enrollmentCount} max={session.capacity} />
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Modal>
  );
}
