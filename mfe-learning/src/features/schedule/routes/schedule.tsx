// /schedule: the signed-in person's week on the shared timetable, a week overview and a day view, with the
// previous and next week and today. Students and lecturers see their own classes; a chair, the dean's office,
// admin and quality assurance the classes of their scope, with lanes per room, group or lecturer and a filter.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PageHeader, Timetable, dateOfWeekday, hasRole, useCurrentUser, useDateFormat } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { mondayOf, weekScheduleQuery, type ScheduleEntry } from '../api/schedule.js';
import { CalendarFeedCard } from '../components/calendar-feed.js';
import { SchedulePdfButton } from '../components/schedule-pdf-button.js';
import { SessionDetails } from '../components/session-details.js';

const WEEK = /^\d{4}-\d{2}-\d{2}$/;

export default function ScheduleScreen() {
  const { t } = useTranslation('learning');
  const { formatDayMonth } = useDateFormat();
  const user = useCurrentUser().data;
  const scoped = hasRole(user, 'admin', 'deans_office', 'chair', 'quality_assurance');
  // The feed holds the classes a person attends or teaches: only they have any to subscribe to.
  const subscribes = hasRole(user, 'student', 'lecturer');
  const [params, setParams] = useSearchParams();
  const thisWeek = mondayOf(new Date());
  const asked = params.get('week') ?? '';
  const monday = WEEK.test(asked) ? mondayOf(dateOfWeekday(asked, 1)) : thisWeek;
  const week = useQuery(weekScheduleQuery(monday));
  const [open, setOpen] = useState<ScheduleEntry | null>(null);
  const goTo = (next: string) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === thisWeek) changed.delete('week');
      else changed.set('week', next);
      return changed;
    });
  const today = monday === thisWeek ? ((new Date().getDay() + 6) % 7) + 1 : undefined;
  const range = t('schedule.weekOf', { from: formatDayMonth(dateOfWeekday(monday, 1)), to: formatDayMonth(dateOfWeekday(monday, 7)) });

  const navigation = (
    <Flex gap="small" align="center" wrap>
      <Button icon={<LeftOutlined />} aria-label={t('schedule.previousWeek')} onClick={() => goTo(mondayOf(dateOfWeekday(monday, 1), -1))} />
      <Button onClick={() => goTo(thisWeek)} disabled={monday === thisWeek}>
        {t('schedule.today')}
      </Button>
      <Button icon={<RightOutlined />} aria-label={t('schedule.nextWeek')} onClick={() => goTo(mondayOf(dateOfWeekday(monday, 1), 1))} />
      <Typography.Text strong aria-live="polite">
        {range}
      </Typography.Text>
    </Flex>
  );

  return (
    <>
      <PageHeader
        icon={<CalendarOutlined />}
        title={t('schedule.title')}
        subtitle={scoped ? t('schedule.subtitleStaff') : t('schedule.subtitle')}
        // The shown week as a PDF, beside the week it exports (the calendar feed is under the week).
        extra={<SchedulePdfButton range="week" from={monday} />}
      />
      <Card>
        <Flex vertical gap="middle">
          {navigation}
          <QueryState
            query={week}
            errorTitle={t('schedule.loadFailed')}
            emptyText={
              <>
                <Typography.Text strong>{t('schedule.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('schedule.emptyHint')}</Typography.Text>
              </>
            }
            isEmpty={(sessions) => sessions.length === 0}
            skeletonRows={10}
          >
            {(sessions) => <Timetable entries={sessions} monday={monday} today={today} laneKinds={scoped ? ['room', 'group', 'lecturer'] : ['none']} filters={scoped} onOpen={setOpen} />}
          </QueryState>
        </Flex>
      </Card>
      {subscribes && <CalendarFeedCard style={{ marginTop: 24 }} />}
      <SessionDetails session={open} onClose={() => setOpen(null)} />
    </>
  );
}
