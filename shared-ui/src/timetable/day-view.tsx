// One day in full: a lane per room (group, lecturer) across, time down, each class a card with everything about
// it. Classes of one room never overlap, so at any density a card keeps its lane's full width; more rooms only add
// lanes, which scroll sideways beside the fixed hours.
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { useMemo, useState, type DragEvent, type MouseEvent } from 'react';
import { dropped, startDrag } from './drag.js';
import { EntryCardText } from './entry-text.js';
import { entryStyle } from './entry-style.js';
import { useTimetableTranslation } from './i18n/index.js';
import { hoursOf, lanesOf, sideBySide, toMinutes, toTime, type Lane, type LaneKind, type TimetableEntry } from './layout.js';
import type { TimetableViewProps } from './view-props.js';

const HOUR_HEIGHT = 72;
const PER_MINUTE = HOUR_HEIGHT / 60;
const LANE_WIDTH = 190;
const STEP = 15;

export function DayView<T extends TimetableEntry>(props: TimetableViewProps<T> & { day: number; laneKind: LaneKind }) {
  const { entries, day, laneKind } = props;
  const { t } = useTimetableTranslation();
  const { token } = theme.useToken();
  const ofDay = useMemo(() => entries.filter((entry) => entry.weekday === day), [entries, day]);
  const lanes = useMemo(() => lanesOf(ofDay, laneKind), [ofDay, laneKind]);
  const hours = hoursOf(ofDay);
  const first = hours[0]! * 60;
  const height = hours.length * HOUR_HEIGHT;
  const line = `1px solid ${token.colorBorderSecondary}`;
  const laneLabel = (key: string) => (key ? key : { room: t('online'), group: t('noGroup'), lecturer: t('tba'), none: '' }[laneKind]);
  const single = laneKind === 'none';
  if (!ofDay.length) return <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: 24 }}>{t('noClassesDay')}</Typography.Paragraph>;
  return (
    <div role="group" aria-label={props.dayLabel(day)} style={{ overflowX: 'auto' }}>
      <div style={{ display: 'grid', gridTemplateColumns: `48px repeat(${lanes.length}, minmax(${single ? 220 : LANE_WIDTH}px, 1fr))`, minWidth: 48 + lanes.length * (single ? 220 : LANE_WIDTH) }}>
        <div style={{ position: 'sticky', insetInlineStart: 0, background: token.colorBgContainer, zIndex: 2 }} />
        {lanes.map((lane) => (
          <Typography.Text key={lane.key} strong={!single} style={{ padding: single ? 0 : '4px 6px 8px', textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {single ? '' : `${laneLabel(lane.key)} · ${lane.entries.length}`}
          </Typography.Text>
        ))}
        <div style={{ position: 'sticky', insetInlineStart: 0, height, background: token.colorBgContainer, zIndex: 2 }}>
          {hours.map((hour) => (
            <Typography.Text key={hour} type="secondary" style={{ position: 'absolute', top: Math.max(0, (hour * 60 - first) * PER_MINUTE - 8), insetInlineEnd: 6, fontSize: 12 }}>
              {toTime(hour * 60)}
            </Typography.Text>
          ))}
        </div>
        {lanes.map((lane) => (
          <LaneColumn key={lane.key} lane={lane} first={first} height={height} line={line} {...props} />
        ))}
      </div>
    </div>
  );
}

function LaneColumn<T extends TimetableEntry>({ lane, first, height, line, day, laneKind, entries, onOpen, onCreateAt, onMove }: TimetableViewProps<T> & { lane: Lane<T>; first: number; height: number; line: string; day: number; laneKind: LaneKind }) {
  const { t } = useTimetableTranslation();
  const { token } = theme.useToken();
  const [over, setOver] = useState(false);
  const minutesAt = (clientY: number, element: HTMLElement) => first + Math.round((clientY - element.getBoundingClientRect().top) / PER_MINUTE / STEP) * STEP;
  const create = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !onCreateAt) return;
    onCreateAt(day, toTime(Math.floor(minutesAt(event.clientY, event.currentTarget) / 30) * 30));
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const { id, grab } = dropped(event);
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry || !onMove) return;
    const length = toMinutes(entry.endTime) - toMinutes(entry.startTime);
    const start = Math.max(first, minutesAt(event.clientY - grab, event.currentTarget));
    const roomCode = laneKind === 'room' && lane.key && lane.key !== entry.roomCode ? lane.key : undefined;
    if (day === entry.weekday && toTime(start) === entry.startTime && !roomCode) return;
    onMove(entry, { weekday: day, startTime: toTime(start), endTime: toTime(start + length), roomCode });
  };
  return (
    <div
      onClick={create}
      onDragOver={onMove ? (event) => (event.preventDefault(), setOver(true)) : undefined}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      title={onCreateAt ? t('clickToAdd') : undefined}
      style={{
        position: 'relative',
        height,
        borderInlineStart: line,
        cursor: onCreateAt ? 'copy' : undefined,
        background: over ? token.colorPrimaryBgHover : undefined,
        backgroundImage: `repeating-linear-gradient(to bottom, ${token.colorBorderSecondary} 0, ${token.colorBorderSecondary} 1px, transparent 1px, transparent ${HOUR_HEIGHT}px)`,
      }}
    >
      {sideBySide(lane.entries).map(({ entry, column, columns }) => {
        const top = (toMinutes(entry.startTime) - first) * PER_MINUTE;
        const blockHeight = Math.max(28, (toMinutes(entry.endTime) - toMinutes(entry.startTime)) * PER_MINUTE - 3);
        return (
          <button
            key={entry.id}
            type="button"
            onClick={() => onOpen(entry)}
            draggable={Boolean(onMove)}
            onDragStart={(event) => startDrag(event, entry.id)}
            style={{
              ...entryStyle(token, entry.courseCode, entry.highlighted),
              position: 'absolute',
              top: top + 1,
              height: blockHeight,
              left: `calc(${(column / columns) * 100}% + 3px)`,
              width: `calc(${100 / columns}% - 6px)`,
              overflow: 'hidden',
              padding: '3px 8px',
              cursor: onMove ? 'grab' : 'pointer',
            }}
          >
            <EntryCardText entry={entry} lines={Math.floor(blockHeight / 16)} />
          </button>
        );
      })}
    </div>
  );
}
