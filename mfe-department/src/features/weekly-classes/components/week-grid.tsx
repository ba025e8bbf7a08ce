// The week as columns of days and rows of hours; each class is a block at its time. Clicking a free slot
// starts a new class there; clicking a class opens it for editing or moving.
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { WeeklyClass } from '@campus/contracts';
import { useMemo, useState, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_END, DAY_START, STEP, toMinutes, toTime } from './time.js';
import { useLocalized } from '@campus/shared-ui';

const HOUR_HEIGHT = 56;
const PX_PER_MINUTE = HOUR_HEIGHT / 60;
const PALETTE = ['blue', 'green', 'purple', 'orange', 'cyan', 'magenta', 'gold', 'geekblue', 'volcano', 'lime'] as const;

function colourIndex(value: string): number {
  let hash = 0;
  for (const char of value) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % PALETTE.length;
}

/** Classes that overlap in one day share the width side by side. */
function layoutDay(classes: WeeklyClass[]) {
  const sorted = [...classes].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));
  const placed: { item: WeeklyClass; lane: number; lanes: number }[] = [];
  let cluster: typeof placed = [];
  let clusterEnd = -1;
  const flush = () => {
    const lanes = Math.max(1, ...cluster.map((entry) => entry.lane + 1));
    cluster.forEach((entry) => (entry.lanes = lanes));
    cluster = [];
  };
  for (const item of sorted) {
    const start = toMinutes(item.startTime);
    if (start >= clusterEnd) flush();
    const laneEnds: number[] = [];
    cluster.forEach((entry) => (laneEnds[entry.lane] = Math.max(laneEnds[entry.lane] ?? 0, toMinutes(entry.item.endTime))));
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane === -1) lane = laneEnds.length;
    const entry = { item, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = Math.max(clusterEnd, toMinutes(item.endTime));
  }
  flush();
  return placed;
}

export interface WeekGridProps {
  classes: WeeklyClass[];
  onOpen: (item: WeeklyClass) => void;
  onCreateAt: (weekday: number, time: string) => void;
  /** A class dragged to another day or time (same length); the caller saves it. */
  onMove?: (item: WeeklyClass, weekday: number, startTime: string, endTime: string) => void;
}

export function WeekGrid({ classes, onOpen, onCreateAt, onMove }: WeekGridProps) {
  const { t } = useTranslation('department');
  const { token } = theme.useToken();
  const localized = useLocalized();
  const days = useMemo(() => (classes.some((item) => item.weekday === 7) ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5, 6]), [classes]);
  const hours = Array.from({ length: (DAY_END - DAY_START) / 60 }, (_, index) => DAY_START / 60 + index);
  const height = (DAY_END - DAY_START) * PX_PER_MINUTE;
  const byDay = useMemo(() => new Map(days.map((day) => [day, layoutDay(classes.filter((item) => item.weekday === day))])), [classes, days]);

  const clickSlot = (day: number) => (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const offset = event.nativeEvent.offsetY / PX_PER_MINUTE;
    const minutes = Math.min(DAY_END - 60, DAY_START + Math.floor(offset / STEP) * STEP);
    onCreateAt(day, toTime(Math.floor(minutes / 30) * 30));
  };

  const [dropDay, setDropDay] = useState<number | null>(null);
  const minutesAt = (event: DragEvent<HTMLDivElement>, grabOffset: number) => {
    const y = event.clientY - event.currentTarget.getBoundingClientRect().top - grabOffset;
    return DAY_START + Math.round(y / PX_PER_MINUTE / STEP) * STEP;
  };
  const drop = (day: number) => (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDropDay(null);
    const [id, grab] = event.dataTransfer.getData('text/plain').split('|');
    const item = classes.find((candidate) => candidate.id === id);
    if (!item || !onMove) return;
    const length = toMinutes(item.endTime) - toMinutes(item.startTime);
    const start = Math.max(DAY_START, Math.min(DAY_END - length, minutesAt(event, Number(grab) || 0)));
    if (day === item.weekday && toTime(start) === item.startTime) return;
    onMove(item, day, toTime(start), toTime(start + length));
  };

  const line = `1px solid ${token.colorBorderSecondary}`;
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={{ display: 'grid', gridTemplateColumns: `56px repeat(${days.length}, minmax(140px, 1fr))`, minWidth: 56 + days.length * 140 }}>
        <div />
        {days.map((day) => (
          <div key={day} style={{ padding: '8px 4px', textAlign: 'center', borderBottom: line }}>
            <Typography.Text strong>{t(`weekdays.${day}`)}</Typography.Text>
          </div>
        ))}
        <div style={{ position: 'relative', height }}>
          {hours.map((hour) => (
            <div key={hour} style={{ position: 'absolute', top: (hour * 60 - DAY_START) * PX_PER_MINUTE - 8, right: 8 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {toTime(hour * 60)}
              </Typography.Text>
            </div>
          ))}
        </div>
        {days.map((day) => (
          <div
            key={day}
            role="group"
            aria-label={t(`weekdays.${day}`)}
            onClick={clickSlot(day)}
            onDragOver={(event) => {
              if (!onMove) return;
              event.preventDefault();
              setDropDay(day);
            }}
            onDragLeave={() => setDropDay(null)}
            onDrop={drop(day)}
            title={t('weekly.clickToAdd')}
            style={{
              position: 'relative',
              height,
              borderInlineStart: line,
              backgroundColor: dropDay === day ? token.colorPrimaryBg : undefined,
              cursor: 'copy',
              backgroundImage: `repeating-linear-gradient(to bottom, ${token.colorBorderSecondary} 0, ${token.colorBorderSecondary} 1px, transparent 1px, transparent ${HOUR_HEIGHT}px)`,
            }}
          >
            {(byDay.get(day) ?? []).map(({ item, lane, lanes }) => {
              const top = (toMinutes(item.startTime) - DAY_START) * PX_PER_MINUTE;
              const blockHeight = Math.max(22, (toMinutes(item.endTime) - toMinutes(item.startTime)) * PX_PER_MINUTE - 2);
              const colour = PALETTE[colourIndex(item.courseCode)];
              const where = item.isVirtual ? t('weekly.online') : (item.roomCode ?? '—');
              return (
                <Tooltip
                  key={item.id}
                  title={
                    <>
                      <div>
                        <strong>{localized(item.courseName)}</strong>
                      </div>
                      <div>{item.lecturerName ?? t('weekly.tba')}</div>
                      {item.groupNames.length ? <div>{item.groupNames.join(', ')}</div> : null}
                    </>
                  }
                >
                  {/* Named by what it shows (course, section, times, room); the day column's group names the day. */}
                  <button
                    type="button"
                    onClick={() => onOpen(item)}
                    draggable={Boolean(onMove)}
                    onDragStart={(event) => {
                      const grab = event.clientY - event.currentTarget.getBoundingClientRect().top;
                      event.dataTransfer.setData('text/plain', `${item.id}|${Math.round(grab)}`);
                      event.dataTransfer.effectAllowed = 'move';
                    }}
                    style={{
                      position: 'absolute',
                      top: top + 1,
                      height: blockHeight,
                      left: `calc(${(lane / lanes) * 100}% + 2px)`,
                      width: `calc(${100 / lanes}% - 4px)`,
                      overflow: 'hidden',
                      textAlign: 'start',
                      padding: '2px 6px',
                      borderRadius: token.borderRadiusSM,
                      border: `1px solid ${token[`${colour}-4` as keyof typeof token] as string}`,
                      borderInlineStart: `3px solid ${token[`${colour}-6` as keyof typeof token] as string}`,
                      background: token[`${colour}-1` as keyof typeof token] as string,
                      color: token.colorText,
                      cursor: onMove ? 'grab' : 'pointer',
                      fontSize: 12,
                      lineHeight: 1.35,
                    }}
                  >
                    <div style={{ fontWeight: 600 }}>
                      {item.courseCode} · {item.sectionNumber}
                    </div>
                    <div>
                      {item.startTime}–{item.endTime} · {where}
                    </div>
                    {blockHeight > 60 ? <div style={{ opacity: 0.8 }}>{item.lecturerName ?? t('weekly.tba')}</div> : null}
                  </button>
                </Tooltip>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
