// One class's roster on one date: each student's status and notes (queued changes shown at once), a quick status per
// row, and a selection (checkboxes, select all) that gets one status and optional notes in one action. The action
// bar sticks to the bottom of the screen, above the phone's bottom navigation.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { CheckOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { ErrorPanel, attendanceErrorText, hasRole, useAttendanceTranslation, useAuthStore, useDateFormat } from '@campus/shared-ui';
import { MAX_NOTES_LENGTH, type AttendanceStatus } from '@campus/contracts/attendance';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rosterQuery, sessionsQuery } from '../api/attendance.js';
import { withQueued, type QueuedMark, type ShownEntry } from '../api/mark-queue.js';
import type { MarkQueueView } from '../api/use-mark-queue.js';
import { addDays, dayValue, today } from './dates.js';
import { StatusSelect } from './status-select.js';
import { PendingLine } from './sync-status.js';

/** The shell's bottom navigation on a lecturer's phone (shell: BOTTOM_NAV_HEIGHT); the bar stays above it. */
const BOTTOM_NAV_ROOM = 'calc(60px + env(safe-area-inset-bottom, 0px))';
/** How far back the "recent class days" shortcut looks. */
const RECENT_DAYS = 60;

interface RosterPanelProps {
  sectionId: string;
  date: string;
  queue: MarkQueueView;
  onDate: (date: string) => void;
}

function RecentClassDays({ sectionId, date, onDate }: Omit<RosterPanelProps, 'queue'>) {
  const { t } = useTranslation('teaching');
  const { formatDate } = useDateFormat();
  const end = today();
  const sessions = useQuery(sessionsQuery(sectionId, addDays(end, -RECENT_DAYS), end));
  const days = [...new Set((sessions.data ?? []).map((session) => session.date))].reverse().slice(0, 4);
  return (
    <Alert
      type="info"
      showIcon
      title={t('attendance.roster.notAClassDay', { date: formatDate(dayValue(date)) })}
      description={
        <Flex gap="small" wrap style={{ marginTop: 8 }}>
          {days.map((day) => (
            <Button key={day} size="large" onClick={() => onDate(day)}>
              {formatDate(dayValue(day))}
            </Button>
          ))}
        </Flex>
      }
    />
  );
}

function StudentRow({ student, selected, onSelect, onStatus }: { student: ShownEntry; selected: boolean; onSelect: (on: boolean) => void; onStatus: (status: AttendanceStatus) => void }) {
  const { t } = useTranslation('teaching');
  const { token } = theme.useToken();
  const details = [student.studentNumber, student.groupName].filter(Boolean).join(' · ');
  return (
    <Flex component="li" align="center" gap="small" style={{ padding: '6px 4px', borderBottom: `1px solid ${token.colorBorderSecondary}`, minHeight: 56 }}>
      <Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)} style={{ flex: 1, minWidth: 0, alignItems: 'center', padding: '6px 0' }}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {student.fullName}
          </Typography.Text>
          {details ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{details}</Typography.Text> : null}
          {student.notes ? <Typography.Text type="secondary" italic style={{ fontSize: 13, overflowWrap: 'anywhere' }}>{student.notes}</Typography.Text> : null}
          {student.queued ? (
            <Tag icon={<ClockCircleOutlined />} style={{ alignSelf: 'flex-start', marginTop: 2 }}>
              {t('attendance.roster.queued')}
            </Tag>
          ) : null}
        </Flex>
      </Checkbox>
      <StatusSelect value={student.status} onChange={onStatus} aria-label={t('attendance.roster.statusOf', { name: student.fullName })} style={{ width: 148, flex: 'none' }} />
    </Flex>
  );
}

function SelectionBar({ count, onApply, onClear }: { count: number; onApply: (status: AttendanceStatus, notes: string) => void; onClear: () => void }) {
  const { t } = useTranslation('teaching');
  const [status, setStatus] = useState<AttendanceStatus>();
  const [notes, setNotes] = useState('');
  return (
    <Flex role="region" aria-label={t('attendance.roster.selected', { count })} wrap gap="small" align="center">
      <Typography.Text strong style={{ flex: '1 0 100%' }}>
        {t('attendance.roster.selected', { count })}
      </Typography.Text>
      <StatusSelect value={status} onChange={setStatus} placeholder={t('attendance.roster.setStatus')} aria-label={t('attendance.roster.setStatus')} style={{ flex: '1 1 150px' }} />
      <Input size="large" value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={MAX_NOTES_LENGTH} placeholder={t('attendance.roster.notes')} aria-label={t('attendance.roster.notes')} style={{ flex: '2 1 200px' }} />
      <Flex gap="small" style={{ flex: '1 0 auto' }}>
        <Button size="large" type="primary" disabled={!status} onClick={() => status && onApply(status, notes.trim())} style={{ flex: 1 }}>
          {t('attendance.roster.apply')}
        </Button>
        <Button size="large" onClick={onClear}>
          {t('attendance.roster.clearSelection')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Stays at the bottom of the screen while the roster scrolls, above the phone's bottom navigation. */
function StickyFooter({ children }: { children: ReactNode }) {
  const phone = !Grid.useBreakpoint().md;
  const lecturer = useAuthStore((state) => hasRole(state.user, 'lecturer'));
  return (
    <Flex vertical gap="small" style={{ position: 'sticky', bottom: phone && lecturer ? BOTTOM_NAV_ROOM : 0, zIndex: 5, marginTop: 12 }}>
      {children}
    </Flex>
  );
}

export function RosterPanel({ sectionId, date, queue, onDate }: RosterPanelProps) {
  const { t } = useTranslation('teaching');
  const { token } = theme.useToken();
  const { t: ta } = useAttendanceTranslation();
  const roster = useQuery(rosterQuery(sectionId, date));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (roster.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (roster.isError) {
    return <ErrorPanel title={t('attendance.roster.loadFailed')} message={attendanceErrorText(ta, roster.error)} onRetry={() => void roster.refetch()} retrying={roster.isFetching} />;
  }
  if (roster.data.sessions.length === 0) return <RecentClassDays sectionId={sectionId} date={date} onDate={onDate} />;
  const { students } = withQueued(roster.data, queue.pending);
  if (students.length === 0) return <Empty description={t('attendance.roster.empty')} />;

  const mark = (marks: QueuedMark[]) => queue.mark({ sectionId, date, marks });
  const select = (studentId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(studentId);
      else next.delete(studentId);
      return next;
    });
  const applyToSelected = (status: AttendanceStatus, notes: string) => {
    mark([...selected].map((studentId) => ({ studentId, status, ...(notes ? { notes } : {}) })));
    setSelected(new Set());
  };
  const allSelected = selected.size === students.length;
  return (
    <Flex vertical style={{ maxWidth: 880 }}>
      <Flex align="center" justify="space-between" gap="small" wrap style={{ paddingBottom: 8 }}>
        <Checkbox
          checked={allSelected}
          indeterminate={selected.size > 0 && !allSelected}
          onChange={(event) => setSelected(new Set(event.target.checked ? students.map((student) => student.studentId) : []))}
          style={{ padding: '8px 4px' }}
        >
          {t('attendance.roster.selectAll')}
        </Checkbox>
        <Typography.Text type="secondary" style={{ marginInlineEnd: 'auto' }}>
          {t('attendance.roster.studentCount', { count: students.length })}
        </Typography.Text>
        <Button size="large" icon={<CheckOutlined />} onClick={() => mark(students.map((student) => ({ studentId: student.studentId, status: 'present' })))}>
          {t('attendance.roster.markAllPresent')}
        </Button>
      </Flex>
      <Flex component="ul" vertical style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('attendance.tabs.roster')}>
        {students.map((student) => (
          <StudentRow
            key={student.studentId}
            student={student}
            selected={selected.has(student.studentId)}
            onSelect={(on) => select(student.studentId, on)}
            onStatus={(status) => mark([{ studentId: student.studentId, status }])}
          />
        ))}
      </Flex>
      <StickyFooter>
        <PendingLine queue={queue} />
        {selected.size > 0 ? (
          <Card size="small" style={{ boxShadow: token.boxShadowSecondary }}>
            <SelectionBar count={selected.size} onApply={applyToSelected} onClear={() => setSelected(new Set())} />
          </Card>
        ) : null}
      </StickyFooter>
    </Flex>
  );
}
