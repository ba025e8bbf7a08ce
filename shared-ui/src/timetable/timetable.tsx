// The timetable of the department's week and of /schedule: a week overview and a day view with lanes, behind a
// filter by lecturer, room, group or any text. The view, day, lanes and filter live in the address, so a reload,
// the back button or a shared link opens the same picture.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDateFormat } from '../i18n/format.js';
import { DayView } from './day-view.js';
import { useTimetableTranslation } from './i18n/index.js';
import { dateOfWeekday, daysOf, filterChoices, matchesFilter, type LaneKind, type TimetableEntry, type TimetableFilter } from './layout.js';
import type { TimetableViewProps } from './view-props.js';
import { WeekView } from './week-view.js';

export type { Move } from './view-props.js';
export type { LaneKind, TimetableEntry } from './layout.js';

export interface TimetableProps<T extends TimetableEntry> extends Omit<TimetableViewProps<T>, 'days' | 'dayLabel' | 'dateLabel'> {
  /** The shown week's Monday (YYYY-MM-DD): the days are headed by their dates. */
  monday?: string;
  /** The day view's lanes, the first by default; a personal timetable leaves them out and reads by time. */
  laneKinds?: LaneKind[];
  /** Offer the filter by lecturer, room and group (a department's many classes); the search is always there. */
  filters?: boolean;
  /** More controls at the toolbar's end (the week's navigation, downloads). */
  extra?: ReactNode;
}

const FILTER_KEYS = ['q', 'lecturer', 'room', 'group'] as const;

export function Timetable<T extends TimetableEntry>({ laneKinds = ['none'], filters = false, extra, monday, ...props }: TimetableProps<T>) {
  const { t } = useTimetableTranslation();
  const { formatDayMonth } = useDateFormat();
  const [params, setParams] = useSearchParams();
  // Unknown before the first measure: the desktop's week, not a flash of the phone's day.
  const phone = Grid.useBreakpoint().md === false;
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    }, { replace: true });

  const days = daysOf(props.entries);
  const view = params.get('view') ?? (phone ? 'day' : 'week');
  const asked = Number(params.get('day'));
  const day = days.includes(asked) ? asked : props.today && days.includes(props.today) ? props.today : days[0]!;
  const laneKind = (laneKinds as string[]).includes(params.get('lanes') ?? '') ? (params.get('lanes') as LaneKind) : laneKinds[0]!;
  const query = params.toString();
  const filter: TimetableFilter = useMemo(() => {
    const read = (key: string) => new URLSearchParams(query).get(key) ?? undefined;
    return { search: read('q'), lecturer: read('lecturer'), room: read('room'), group: read('group') };
  }, [query]);
  const shown = useMemo(() => props.entries.filter((entry) => matchesFilter(entry, filter)), [props.entries, filter]);
  const choices = useMemo(() => filterChoices(props.entries), [props.entries]);
  const filtered = FILTER_KEYS.some((key) => params.get(key));
  const dayLabel = (weekday: number) => t(`weekdays.${weekday}`);
  const dateLabel = monday ? (weekday: number) => formatDayMonth(dateOfWeekday(monday, weekday)) : undefined;
  const viewProps = { ...props, entries: shown, days, dayLabel, dateLabel, named: !filters };
  const openDay = (weekday: number) => set({ view: 'day', day: String(weekday) });
  const select = (key: (typeof FILTER_KEYS)[number], options: string[], placeholder: string, label: string) => (
    <Select allowClear showSearch placeholder={placeholder} aria-label={label} value={params.get(key) ?? undefined} onChange={(value?: string) => set({ [key]: value })} options={options.map((value) => ({ value, label: value }))} style={{ minWidth: 170 }} />
  );

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center" justify="space-between">
        <Flex gap="small" wrap align="center">
          <Segmented aria-label={t('view.label')} value={view} onChange={(value) => set({ view: String(value) })} options={[{ value: 'week', label: t('view.week') }, { value: 'day', label: t('view.day') }]} />
          {view === 'day' ? (
            <Segmented
              aria-label={t('day')}
              value={day}
              onChange={(value) => set({ day: String(value) })}
              options={days.map((weekday) => ({ value: weekday, label: `${t(`weekdaysShort.${weekday}`)} (${shown.filter((entry) => entry.weekday === weekday).length})`, title: dayLabel(weekday) }))}
            />
          ) : null}
          {view === 'day' && laneKinds.length > 1 ? (
            <Select aria-label={t('lanes.label')} value={laneKind} onChange={(value: LaneKind) => set({ lanes: value })} options={laneKinds.map((kind) => ({ value: kind, label: t(`lanes.${kind}`) }))} style={{ minWidth: 150 }} />
          ) : null}
        </Flex>
        {extra ? <Flex gap="small" wrap align="center">{extra}</Flex> : null}
      </Flex>
      <Flex gap="small" wrap align="center">
        <Input.Search allowClear placeholder={t('filter.search')} aria-label={t('filter.search')} value={filter.search ?? ''} onChange={(event) => set({ q: event.target.value })} style={{ width: phone ? '100%' : 300 }} />
        {filters ? (
          <>
            {select('lecturer', choices.lecturers, t('filter.allLecturers'), t('filter.lecturer'))}
            {select('room', choices.rooms, t('filter.allRooms'), t('filter.room'))}
            {select('group', choices.groups, t('filter.allGroups'), t('filter.group'))}
          </>
        ) : null}
        {filtered ? (
          <>
            <Typography.Text type="secondary">{t('shown', { shown: shown.length, total: props.entries.length })}</Typography.Text>
            <Button type="link" onClick={() => set(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}>
              {t('filter.clear')}
            </Button>
          </>
        ) : null}
      </Flex>
      {filtered && !shown.length ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>{t('noMatch')}</Typography.Paragraph>
      ) : view === 'day' ? (
        <DayView {...viewProps} day={day} laneKind={laneKind} />
      ) : (
        <WeekView {...viewProps} stacked={phone} onOpenDay={openDay} />
      )}
    </Flex>
  );
}
