// The section's attendance over a range: students down, class dates across, a coloured letter per mark. The table
// scrolls inside its frame (names and dates stay in view); the page itself never scrolls sideways.
import Flex from 'antd/es/flex';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { ATTENDANCE_STATUS_COLORS, AttendanceStatusTag, ErrorPanel, attendanceErrorText, useAttendanceTranslation } from '@campus/shared-ui';
import { ATTENDANCE_STATUSES, type AttendanceMatrix, type AttendanceStatus } from '@campus/contracts/attendance';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { matrixQuery } from '../api/attendance.js';
import { today } from './dates.js';

function StatusLetter({ status }: { status: AttendanceStatus }) {
  const { t } = useTranslation('teaching');
  const { t: ta } = useAttendanceTranslation();
  return (
    <Tag color={ATTENDANCE_STATUS_COLORS[status]} title={ta(`status.${status}`)} style={{ margin: 0, minWidth: 30, textAlign: 'center' }}>
      <span aria-hidden>{t(`attendance.statusShort.${status}`)}</span>
      <span style={srOnly}>{ta(`status.${status}`)}</span>
    </Tag>
  );
}

const srOnly: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** "23.11" */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

function MatrixTable({ matrix }: { matrix: AttendanceMatrix }) {
  const { t } = useTranslation('teaching');
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: '4px 6px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'center', whiteSpace: 'nowrap' };
  const sticky: CSSProperties = { position: 'sticky', insetInlineStart: 0, backgroundColor: token.colorBgContainer, zIndex: 1, textAlign: 'start' };
  // The fill is translucent: laid over the container colour so what scrolls under the header stays hidden.
  const headFill = { backgroundColor: token.colorBgContainer, backgroundImage: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter})` };
  const head: CSSProperties = { position: 'sticky', top: 0, ...headFill, zIndex: 2, fontWeight: 600, fontSize: 12 };
  // The latest classes are what a lecturer looks at first: the frame opens scrolled to the end.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (frame.current) frame.current.scrollLeft = frame.current.scrollWidth;
  }, [matrix]);
  return (
    <div ref={frame} tabIndex={0} role="region" aria-label={t('attendance.tabs.matrix')} style={{ overflow: 'auto', maxHeight: '65vh', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
      <table style={{ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, ...sticky, ...head, zIndex: 3 }}>
              {t('attendance.matrix.student')}
            </th>
            {matrix.dates.map((day) => (
              <th key={day} scope="col" style={{ ...cell, ...head }}>
                <time dateTime={day}>{shortDay(day)}</time>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.students.map((student) => (
            <tr key={student.studentId}>
              <th scope="row" style={{ ...cell, ...sticky, fontWeight: 'normal', maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }} title={student.fullName}>
                {student.fullName}
              </th>
              {matrix.dates.map((day) => (
                <td key={day} style={cell}>
                  <StatusLetter status={student.marks[day] ?? 'unmarked'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Legend() {
  const { t } = useTranslation('teaching');
  return (
    <Flex component="dl" wrap gap="small" align="center" aria-label={t('attendance.matrix.legend')} style={{ margin: 0 }}>
      {ATTENDANCE_STATUSES.map((status) => (
        <Flex key={status} gap={4} align="center">
          <dt style={{ fontWeight: 600 }}>{t(`attendance.statusShort.${status}`)}</dt>
          <dd style={{ margin: 0 }}>
            <AttendanceStatusTag status={status} />
          </dd>
        </Flex>
      ))}
    </Flex>
  );
}

function DayInput({ label, value, onChange, max }: { label: string; value: string; onChange: (day: string) => void; max: string }) {
  const id = useId();
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 150px', maxWidth: 200 }}>
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <Input id={id} type="date" size="large" value={value} max={max} onChange={(event) => event.target.value && onChange(event.target.value)} />
    </Flex>
  );
}

export function MatrixPanel({ sectionId }: { sectionId: string }) {
  const { t } = useTranslation('teaching');
  const { t: ta } = useAttendanceTranslation();
  // Empty until the person picks a day: the service then answers the section's period up to today.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const matrix = useQuery(matrixQuery(sectionId, from, to));
  const dates = matrix.data?.dates ?? [];
  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap>
        <DayInput label={t('attendance.matrix.from')} value={from || (dates[0] ?? '')} max={to || today()} onChange={setFrom} />
        <DayInput label={t('attendance.matrix.to')} value={to || (dates.at(-1) ?? '')} max={today()} onChange={setTo} />
      </Flex>
      {matrix.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : matrix.isError ? (
        <ErrorPanel title={t('attendance.matrix.loadFailed')} message={attendanceErrorText(ta, matrix.error)} onRetry={() => void matrix.refetch()} retrying={matrix.isFetching} />
      ) : matrix.data.dates.length === 0 ? (
        <Empty description={t('attendance.matrix.empty')} />
      ) : (
        <MatrixTable matrix={matrix.data} />
      )}
      <Legend />
    </Flex>
  );
}
