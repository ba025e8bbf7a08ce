// /department/weekly-classes (and -refactored): the department's week of classes on the shared timetable (a week
// overview and a day view with a lane per room, group or lecturer, behind a filter); create, edit, move to another
// slot or, in the day's room lanes, another room; delete. Conflicts are refused by the server and shown with its message.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { CalendarOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader, Timetable, errorMessage, toMinutes, useFeedback, useOrgOptions, type Move } from '@campus/shared-ui';
import type { WeeklyClass } from '@campus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';
import { useSaveWeeklyClass, weekQuery } from '../api/weekly-classes.js';
import { ClassForm, type ClassDraft } from '../components/class-form.js';

export default function WeeklyClassesScreen() {
  const { t } = useTranslation('department');
  const { t: tc } = useTranslation('common');
  const scope = useDepartmentScope();
  const week = useQuery(weekQuery(scope.departmentId));
  const rooms = useOrgOptions('rooms');
  const [draft, setDraft] = useState<ClassDraft | null>(null);
  const feedback = useFeedback();
  const save = useSaveWeeklyClass();
  const move = async (item: WeeklyClass, { weekday, startTime, endTime, roomCode }: Move) => {
    const roomId = roomCode ? rooms.data?.find((room) => room.code === roomCode)?.id : undefined;
    try {
      await save.mutateAsync({ id: item.id, body: { weekday, startTime, endTime, ...(roomId ? { roomId, isVirtual: false } : {}) } });
      feedback.success(t('weekly.moved', { course: item.courseCode, day: t(`weekdays.${weekday}`), start: startTime }));
    } catch (error) {
      feedback.failure(error);
    }
  };
  const classes = week.data ?? [];
  const hours = classes.reduce((sum, item) => sum + (toMinutes(item.endTime) - toMinutes(item.startTime)) / 60, 0);

  return (
    <>
      <PageHeader
        icon={<CalendarOutlined />}
        title={t('weekly.title')}
        subtitle={t('weekly.subtitle')}
        extra={
          <>
            <DepartmentPicker scope={scope} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({})} disabled={!scope.departmentId}>
              {t('weekly.create')}
            </Button>
          </>
        }
      />
      <Card>
        {week.isError ? (
          <ErrorPanel title={t('weekly.loadFailed')} message={errorMessage(week.error, tc)} onRetry={() => void week.refetch()} retrying={week.isFetching} />
        ) : week.isPending || scope.isLoading ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ textAlign: classes.length ? undefined : 'center', fontSize: classes.length ? 12 : undefined }}>
              {classes.length ? t('weekly.dragHint') : t('weekly.empty')}
            </Typography.Paragraph>
            <Timetable
              entries={classes}
              laneKinds={['room', 'group', 'lecturer']}
              filters
              extra={
                <>
                  <Typography.Text type="secondary">{t('weekly.summary', { count: classes.length, hours: Math.round(hours * 10) / 10 })}</Typography.Text>
                  <Button icon={<ReloadOutlined spin={week.isFetching && !week.isPending} />} aria-label={tc('dataTable.refresh')} onClick={() => void week.refetch()} />
                </>
              }
              onMove={(item, to) => void move(item, to)}
              onOpen={(weeklyClass) => setDraft({ weeklyClass })}
              onCreateAt={(weekday, startTime) => setDraft({ weekday, startTime })}
            />
          </>
        )}
      </Card>
      <ClassForm draft={draft} departmentId={scope.departmentId} onClose={() => setDraft(null)} />
    </>
  );
}
