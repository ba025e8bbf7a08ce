// /department/weekly-classes (and -refactored): the department's week of classes on a grid; create, edit,
// move to another slot or room, delete. Conflicts are refused by the server and shown with its message.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { CalendarOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader, errorMessage, useFeedback, useOrgOptions } from '@campus/shared-ui';
import type { WeeklyClass } from '@campus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';
import { useSaveWeeklyClass, weekQuery } from '../api/weekly-classes.js';
import { ClassForm, type ClassDraft } from '../components/class-form.js';
import { WeekGrid } from '../components/week-grid.js';

export default function WeeklyClassesScreen() {
  const { t } = useTranslation('department');
  const { t: tc } = useTranslation('common');
  const scope = useDepartmentScope();
  const week = useQuery(weekQuery(scope.departmentId));
  const lecturers = useOrgOptions('lecturers', { departmentId: scope.departmentId }, { enabled: Boolean(scope.departmentId) });
  const rooms = useOrgOptions('rooms');
  const [draft, setDraft] = useState<ClassDraft | null>(null);
  const feedback = useFeedback();
  const save = useSaveWeeklyClass();
  const move = async (item: WeeklyClass, weekday: number, startTime: string, endTime: string) => {
    try {
      await save.mutateAsync({ id: item.id, body: { weekday, startTime, endTime } });
      feedback.success(t('weekly.moved', { course: item.courseCode, day: t(`weekdays.${weekday}`), start: startTime }));
    } catch (error) {
      feedback.failure(error);
    }
  };
  const [lecturerId, setLecturerId] = useState<string>();
  const [roomId, setRoomId] = useState<string>();
  const classes = useMemo(
    () => (week.data ?? []).filter((item) => (!lecturerId || item.lecturerId === lecturerId) && (!roomId || item.roomId === roomId)),
    [week.data, lecturerId, roomId],
  );
  const hours = classes.reduce((sum, item) => {
    const [sh = 0, sm = 0] = item.startTime.split(':').map(Number);
    const [eh = 0, em = 0] = item.endTime.split(':').map(Number);
    return sum + (eh * 60 + em - (sh * 60 + sm)) / 60;
  }, 0);

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
        <Flex gap="small" wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <Flex gap="small" wrap>
            <Select
              allowClear
              placeholder={t('weekly.allLecturers')}
              aria-label={t('weekly.lecturer')}
              value={lecturerId}
              onChange={setLecturerId}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 220 }}
              options={(lecturers.data ?? []).map((lecturer) => ({ value: lecturer.id, label: `${lecturer.lastName} ${lecturer.firstName}` }))}
            />
            <Select
              allowClear
              placeholder={t('weekly.allRooms')}
              aria-label={t('weekly.room')}
              value={roomId}
              onChange={setRoomId}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 180 }}
              options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.code }))}
            />
          </Flex>
          <Flex gap="small" align="center">
            <Tooltip title={t('weekly.dragHint')}>
              <Typography.Text type="secondary">{t('weekly.summary', { count: classes.length, hours: Math.round(hours * 10) / 10 })}</Typography.Text>
            </Tooltip>
            <Button icon={<ReloadOutlined spin={week.isFetching && !week.isPending} />} aria-label={tc('dataTable.refresh')} onClick={() => void week.refetch()} />
          </Flex>
        </Flex>
        {week.isError ? (
          <ErrorPanel title={t('weekly.loadFailed')} message={errorMessage(week.error, tc)} onRetry={() => void week.refetch()} retrying={week.isFetching} />
        ) : week.isPending || scope.isLoading ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : (
          <>
            {classes.length === 0 ? (
              <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
                {week.data?.length ? t('weekly.noMatch') : t('weekly.empty')}
              </Typography.Paragraph>
            ) : (
              <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                {t('weekly.dragHint')}
              </Typography.Paragraph>
            )}
            <WeekGrid classes={classes} onMove={(item, weekday, start, end) => void move(item, weekday, start, end)} onOpen={(weeklyClass: WeeklyClass) => setDraft({ weeklyClass })} onCreateAt={(weekday, startTime) => setDraft({ weekday, startTime })} />
          </>
        )}
      </Card>
      <ClassForm draft={draft} departmentId={scope.departmentId} onClose={() => setDraft(null)} />
    </>
  );
}
