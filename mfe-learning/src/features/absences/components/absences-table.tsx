// The period's absences, newest first: date, course, section, status and notes. On a phone the section and the notes
// move under the course, so the table fits without scrolling sideways.
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AttendanceStatusTag, useDateFormat, useLocalized } from '@campus/shared-ui';
import type { AbsenceRecord } from '@campus/contracts/attendance';

/** A YYYY-MM-DD day read at noon, so no time zone moves it to the day before. */
const noonOf = (day: string) => new Date(`${day}T12:00:00`);

export function AbsencesTable({ absences, phone }: { absences: readonly AbsenceRecord[]; phone: boolean }) {
  const { t } = useTranslation('learning');
  const localized = useLocalized();
  const { formatDate, formatDayMonth } = useDateFormat();
  // A phone gets the short day ("23 Nov"): the period already says the year, and the course needs the width.
  const dayText = (day: string) => (phone ? formatDayMonth : formatDate)(noonOf(day));
  const sorted = absences.toSorted((a, b) => b.date.localeCompare(a.date));
  const columns: ColumnsType<AbsenceRecord> = [
    { key: 'date', title: t('absences.columns.date'), render: (_, absence) => dayText(absence.date), width: phone ? 72 : 180 },
    {
      key: 'course',
      title: t('absences.columns.course'),
      render: (_, absence) => (
        <Flex vertical>
          <Typography.Text strong>{localized(absence.courseName)}</Typography.Text>
          <Typography.Text type="secondary">
            {phone ? `${absence.courseCode} · ${t('courses.section', { number: absence.sectionName })}` : absence.courseCode}
          </Typography.Text>
          {phone && absence.notes ? <Typography.Text type="secondary">{absence.notes}</Typography.Text> : null}
        </Flex>
      ),
    },
    ...(phone ? [] : [{ key: 'section', title: t('absences.columns.section'), render: (_: unknown, absence: AbsenceRecord) => absence.sectionName }]),
    { key: 'status', title: t('absences.columns.status'), render: (_, absence) => <AttendanceStatusTag status={absence.status} /> },
    ...(phone ? [] : [{ key: 'notes', title: t('absences.columns.notes'), render: (_: unknown, absence: AbsenceRecord) => absence.notes ?? '—' }]),
  ];
  return <Table<AbsenceRecord> rowKey={(absence) => `${absence.sectionId}/${absence.date}`} columns={columns} dataSource={sorted} pagination={sorted.length > 20 ? { pageSize: 20 } : false} size={phone ? 'small' : 'middle'} />;
}
