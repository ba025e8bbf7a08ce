// What a class shows: its code and section, the time, where (room or online), and in full cards also the course
// name, lecturer, groups and seats.
import Typography from 'antd/es/typography';
import { useLocalized } from '../i18n/localized.js';
import { useTimetableTranslation } from './i18n/index.js';
import type { TimetableEntry } from './layout.js';

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' as const, overflow: 'hidden' });

export function useWhere() {
  const { t } = useTimetableTranslation();
  return (entry: TimetableEntry) => (entry.isVirtual ? t('online') : (entry.roomCode ?? t('noRoom')));
}

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The week overview's row: code · section, the course's name when `named`, then time · where. */
export function EntryLine({ entry, named }: { entry: TimetableEntry; named?: boolean }) {
  const where = useWhere();
  const localized = useLocalized();
  return (
    <>
      <div style={{ ...oneLine, fontWeight: 600 }}>
        {entry.courseCode} · {entry.sectionNumber}
      </div>
      {named ? <div style={oneLine}>{localized(entry.courseName)}</div> : null}
      <div style={oneLine}>
        {entry.startTime}–{entry.endTime} · {where(entry)}
      </div>
    </>
  );
}

/** The day view's card: everything about the class, as much as its height allows. */
export function EntryCardText({ entry, lines }: { entry: TimetableEntry; lines: number }) {
  const { t } = useTimetableTranslation();
  const localized = useLocalized();
  const where = useWhere();
  const details = [
    `${entry.startTime}–${entry.endTime} · ${where(entry)}`,
    entry.lecturerName ?? t('tba'),
    entry.groupNames.join(', '),
    entry.capacity ? t('seats', { count: entry.enrollmentCount ?? 0, max: entry.capacity }) : '',
  ].filter(Boolean);
  return (
    <>
      <div style={{ fontWeight: 600 }}>
        {entry.courseCode} · {entry.sectionNumber}
      </div>
      <div style={clamp(lines > 4 ? 2 : 1)}>{localized(entry.courseName)}</div>
      {details.slice(0, Math.max(1, lines - 2)).map((line) => (
        <Typography.Text key={line} style={{ ...oneLine, display: 'block', fontSize: 12 }}>
          {line}
        </Typography.Text>
      ))}
    </>
  );
}
