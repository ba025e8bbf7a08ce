// The week at a glance: days across, hours down, each hour listing the classes that start in it as two-line rows
// (a few, then "+N more" that opens the day). Rows never shrink with the number of classes, so the week reads the
// same at 60 classes or 600. On a phone the days stack.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { useMemo, useState, type DragEvent } from 'react';
import { useLocalized } from '../i18n/localized.js';
import { dropped, startDrag } from './drag.js';
import { EntryLine } from './entry-text.js';
import { entryStyle } from './entry-style.js';
import { useTimetableTranslation } from './i18n/index.js';
import { hoursOf, toMinutes, toTime, weekCells, type TimetableEntry } from './layout.js';
import type { TimetableViewProps } from './view-props.js';

export function WeekView<T extends TimetableEntry>(props: TimetableViewProps<T> & { onOpenDay: (day: number) => void; stacked: boolean }) {
  const { entries, days, stacked } = props;
  const cells = useMemo(() => weekCells(entries), [entries]);
  const hours = useMemo(() => hoursOf(entries), [entries]);
  const { token } = theme.useToken();
  if (stacked) return <StackedWeek {...props} />;
  const line = `1px solid ${token.colorBorderSecondary}`;
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={{ display: 'grid', gridTemplateColumns: `56px repeat(${days.length}, minmax(150px, 1fr))`, gridTemplateRows: `auto repeat(${hours.length}, minmax(44px, auto))`, minWidth: 56 + days.length * 150 }}>
        <div />
        {days.map((day) => (
          <DayHeading key={day} day={day} {...props} />
        ))}
        {hours.map((hour, row) => (
          <Typography.Text key={hour} type="secondary" style={{ gridColumn: 1, gridRow: row + 2, fontSize: 12, textAlign: 'end', paddingInlineEnd: 8, borderTop: line }}>
            {toTime(hour * 60)}
          </Typography.Text>
        ))}
        {/* minWidth 0 down to each row: a grid or flex item is otherwise as wide as its longest one-line text, and a
            long course name ran into the next day's column. */}
        {days.map((day, column) => (
          <div
            key={day}
            role="group"
            aria-label={props.dayLabel(day)}
            style={{ display: 'grid', gridTemplateRows: 'subgrid', gridRow: `2 / span ${hours.length}`, gridColumn: column + 2, minWidth: 0, borderInlineStart: line, background: props.today === day ? token.colorPrimaryBg : undefined }}
          >
            {hours.map((hour) => (
              <HourCell key={hour} day={day} hour={hour} cell={cells.get(day)?.get(hour)} line={line} {...props} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function DayHeading<T extends TimetableEntry>({ day, onOpenDay, dayLabel, dateLabel, today }: TimetableViewProps<T> & { day: number; onOpenDay: (day: number) => void }) {
  const { t } = useTimetableTranslation();
  return (
    <Flex vertical align="center" style={{ padding: '4px 2px 8px' }}>
      <Button type="link" size="small" onClick={() => onOpenDay(day)} style={{ fontWeight: 600, color: today === day ? undefined : 'inherit' }}>
        {dayLabel(day)}
      </Button>
      {dateLabel ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {dateLabel(day)}
          {today === day ? ` · ${t('today')}` : ''}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function HourCell<T extends TimetableEntry>(props: TimetableViewProps<T> & { day: number; hour: number; line: string; cell?: { shown: T[]; hidden: T[] }; onOpenDay: (day: number) => void }) {
  const { day, hour, cell, line, onCreateAt, onMove, entries, onOpenDay, dayLabel } = props;
  const { t } = useTimetableTranslation();
  const { token } = theme.useToken();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const entry = entries.find((candidate) => candidate.id === dropped(event).id);
    if (!entry || !onMove) return;
    const length = toMinutes(entry.endTime) - toMinutes(entry.startTime);
    const start = hour * 60 + (toMinutes(entry.startTime) % 60);
    if (day !== entry.weekday || hour !== Math.floor(toMinutes(entry.startTime) / 60)) onMove(entry, { weekday: day, startTime: toTime(start), endTime: toTime(start + length) });
  };
  return (
    <div
      onClick={onCreateAt ? (event) => event.target === event.currentTarget && onCreateAt(day, toTime(hour * 60)) : undefined}
      onDragOver={onMove ? (event) => (event.preventDefault(), setOver(true)) : undefined}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      title={onCreateAt ? t('clickToAdd') : undefined}
      style={{ borderTop: line, padding: 3, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3, cursor: onCreateAt ? 'copy' : undefined, background: over ? token.colorPrimaryBgHover : undefined }}
    >
      {cell?.shown.map((entry) => (
        <EntryRow key={entry.id} entry={entry} {...props} />
      ))}
      {cell?.hidden.length ? (
        <Button size="small" type="dashed" onClick={() => onOpenDay(day)} aria-label={t('moreLabel', { count: cell.hidden.length, day: dayLabel(day), hour: toTime(hour * 60) })}>
          {t('more', { count: cell.hidden.length })}
        </Button>
      ) : null}
    </div>
  );
}

function EntryRow<T extends TimetableEntry>({ entry, onOpen, onMove, named }: TimetableViewProps<T> & { entry: T }) {
  const { t } = useTimetableTranslation();
  const { token } = theme.useToken();
  const localized = useLocalized();
  return (
    <Tooltip title={[localized(entry.courseName), entry.lecturerName ?? t('tba'), entry.groupNames.join(', ')].filter(Boolean).join(' · ')}>
      <button
        type="button"
        onClick={() => onOpen(entry)}
        draggable={Boolean(onMove)}
        onDragStart={(event) => startDrag(event, entry.id)}
        style={{ ...entryStyle(token, entry.courseCode, entry.highlighted), padding: '2px 6px', width: '100%', minWidth: 0, overflow: 'hidden', cursor: onMove ? 'grab' : 'pointer' }}
      >
        <EntryLine entry={entry} named={named} />
      </button>
    </Tooltip>
  );
}

/** A phone's week: one day under another, every class a full-width row. */
function StackedWeek<T extends TimetableEntry>(props: TimetableViewProps<T> & { onOpenDay: (day: number) => void }) {
  const { t } = useTimetableTranslation();
  const { entries, days, dayLabel, dateLabel, today } = props;
  return (
    <Flex vertical gap="middle">
      {days.map((day) => {
        const ofDay = entries.filter((entry) => entry.weekday === day).sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));
        return (
          <section key={day}>
            <Typography.Title level={5} style={{ margin: '0 0 6px' }}>
              {dayLabel(day)}
              {dateLabel ? <Typography.Text type="secondary"> · {dateLabel(day)}{today === day ? ` · ${t('today')}` : ''}</Typography.Text> : null}
            </Typography.Title>
            <Flex vertical gap={4} role="group" aria-label={dayLabel(day)}>
              {ofDay.length ? ofDay.map((entry) => <EntryRow key={entry.id} entry={entry} {...props} />) : <Typography.Text type="secondary">{t('noClassesDay')}</Typography.Text>}
            </Flex>
          </section>
        );
      })}
    </Flex>
  );
}
