// One upcoming class: course, code and section, its badge (Completed … the date), Virtual, day and time range, room,
// instructor, seats, the relative start, and Join now (only while the join window is open and a link exists) with
// View details.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { CalendarOutlined, EnvironmentOutlined, UserOutlined, VideoCameraOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { classEnd, classTimeBadge, dayIn, isJoinWindowOpen, timeOfDayIn, type ClassTimeBadge, type UpcomingClass } from '@campus/contracts';
import { Seats } from '../academic/sections/seats.js';
import { dayjsLocale, formatDayMonth, formatRelative } from '../i18n/format.js';
import { useLanguage } from '../i18n/i18n.js';
import { useLocalized } from '../i18n/localized.js';
import { useUpcomingTranslation } from './i18n/index.js';

const BADGE_COLORS: Record<ClassTimeBadge['kind'], string> = {
  completed: 'default',
  inProgress: 'green',
  startingSoon: 'orange',
  today: 'blue',
  tomorrow: 'geekblue',
  date: 'default',
};

export interface UpcomingClassCardProps {
  klass: UpcomingClass;
  now: Date;
  timeZone: string;
}

export function UpcomingClassCard({ klass, now, timeZone }: UpcomingClassCardProps) {
  const { t } = useUpcomingTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const navigate = useNavigate();
  const start = new Date(klass.nextClassDate);
  const end = classEnd(start, klass.endTime, timeZone);
  const badge = classTimeBadge(start, now, timeZone);
  const day = dayjs(dayIn(start, timeZone)).locale(dayjsLocale(language));
  const badgeText = badge.kind === 'date' ? formatDayMonth(start, language) : t(`badge.${badge.kind}`);
  const started = start.getTime() <= now.getTime();
  const name = localized(klass.courseNames) || klass.courseName;
  return (
    <Card size="small" role="article" aria-label={name} style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex justify="space-between" align="start" gap={8}>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong>{name}</Typography.Text>
            <Typography.Text type="secondary">
              {klass.courseCode} · {t('section', { number: klass.sectionNumber })}
            </Typography.Text>
          </Flex>
          <Flex gap={4} wrap justify="end">
            <Tag color={BADGE_COLORS[badge.kind]} style={{ marginInlineEnd: 0 }}>
              {badgeText}
            </Tag>
            {klass.isVirtual ? (
              <Tag color="purple" icon={<VideoCameraOutlined />} style={{ marginInlineEnd: 0 }}>
                {t('virtual')}
              </Tag>
            ) : null}
          </Flex>
        </Flex>
        <Flex vertical gap={2}>
          <Typography.Text>
            <CalendarOutlined /> {day.format('dddd, D MMMM')} · {timeOfDayIn(start, timeZone)}–{klass.endTime}
          </Typography.Text>
          <Typography.Text>
            <EnvironmentOutlined /> {klass.roomCode ? t('room', { code: klass.roomCode }) : t('online')}
          </Typography.Text>
          <Typography.Text>
            <UserOutlined /> {klass.instructorName ?? t('instructorTba')}
          </Typography.Text>
          <Typography.Text type="secondary">{t(started ? 'startedWhen' : 'startsWhen', { when: formatRelative(start, language, now) })}</Typography.Text>
        </Flex>
        <Seats count={klass.enrollmentCount} max={klass.maxEnrollment} />
        <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
          <JoinButton klass={klass} open={isJoinWindowOpen(start, end, now)} over={now.getTime() >= end.getTime()} timeZone={timeZone} />
          <Button onClick={() => void navigate(`/courses/${klass.courseId}`)}>{t('viewDetails')}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** Shown for a class one joins online; enabled only while the window is open and a link exists (SPEC §4). */
function JoinButton({ klass, open, over, timeZone }: { klass: UpcomingClass; open: boolean; over: boolean; timeZone: string }) {
  const { t } = useUpcomingTranslation();
  if ((!klass.isVirtual && !klass.joinUrl) || over) return null;
  if (open && klass.joinUrl)
    return (
      <Button type="primary" href={klass.joinUrl} target="_blank" rel="noopener noreferrer" icon={<VideoCameraOutlined />}>
        {t('joinNow')}
      </Button>
    );
  return (
    <Button disabled title={open ? t('joinNoLink') : undefined}>
      {open ? t('joinNow') : t('opensAt', { time: timeOfDayIn(new Date(klass.canJoinAt), timeZone) })}
    </Button>
  );
}
