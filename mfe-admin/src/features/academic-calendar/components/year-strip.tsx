// The year at a glance: a bar from its first to its last day with a tick per month, the terms as bands, the exam
// sessions and holidays over them, and today. It only pictures what the lists below say (hidden from screen readers).
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { AcademicCalendar, AcademicYear } from '@campus/contracts';
import { useLocalized } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { dayCount } from './days.js';

const LANE = 22;

export function YearStrip({ year, calendar }: { year: AcademicYear; calendar: AcademicCalendar }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const localized = useLocalized();
  const total = dayCount(year.startsOn, year.endsOn);
  /** Where a day starts along the bar and how much of it a span of days takes, in percent. */
  const left = (day: string) => `${(Math.min(Math.max(dayCount(year.startsOn, day) - 1, 0), total) / total) * 100}%`;
  const width = (first: string, last: string) => `max(4px, ${(dayCount(first, last) / total) * 100}%)`;
  const months: string[] = [];
  for (let month = new Date(`${year.startsOn.slice(0, 7)}-01T00:00:00Z`); month.toISOString().slice(0, 10) <= year.endsOn; month.setUTCMonth(month.getUTCMonth() + 1)) {
    if (month.toISOString().slice(0, 10) > year.startsOn) months.push(month.toISOString().slice(0, 10));
  }
  const today = new Date().toLocaleDateString('sv-SE');
  const lanes = [
    { key: 'terms', color: token.colorPrimary, label: t('academicCalendar.terms.title'), spans: year.periods.map((term) => ({ id: term.id, name: term.name, first: term.startsOn, last: term.endsOn })) },
    { key: 'exams', color: token.colorWarning, label: t('academicCalendar.examSessions.title'), spans: calendar.examSessions.map((entry) => ({ id: entry.id, name: localized(entry.name), first: entry.startsOn, last: entry.endsOn })) },
    { key: 'holidays', color: token.colorError, label: t('academicCalendar.holidays.title'), spans: calendar.holidays.map((entry) => ({ id: entry.id, name: localized(entry.name), first: entry.startsOn, last: entry.endsOn })) },
  ];

  return (
    <div aria-hidden style={{ marginBottom: 24 }}>
      <div style={{ position: 'relative', height: lanes.length * LANE + 8, background: token.colorFillQuaternary, borderRadius: token.borderRadius, overflow: 'hidden' }}>
        {months.map((month) => (
          <div key={month} style={{ position: 'absolute', insetBlock: 0, left: left(month), borderInlineStart: `1px dashed ${token.colorBorder}` }} />
        ))}
        {lanes.map((lane, index) =>
          lane.spans.map((span) => (
            <div
              key={span.id}
              title={span.name}
              style={{ position: 'absolute', top: 4 + index * LANE, height: LANE - 6, left: left(span.first), width: width(span.first, span.last), background: lane.color, borderRadius: 4, color: token.colorWhite, fontSize: 12, lineHeight: `${LANE - 6}px`, paddingInline: 6, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
            >
              {lane.key === 'terms' ? span.name : null}
            </div>
          )),
        )}
        {today >= year.startsOn && today <= year.endsOn ? <div style={{ position: 'absolute', insetBlock: 0, left: left(today), borderInlineStart: `2px solid ${token.colorText}` }} /> : null}
      </div>
      <Flex gap="middle" wrap style={{ marginTop: 8 }}>
        {lanes.map((lane) => (
          <Flex key={lane.key} gap={6} align="center">
            <span style={{ width: 12, height: 12, borderRadius: 3, background: lane.color, display: 'inline-block' }} />
            <Typography.Text type="secondary">{lane.label}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </div>
  );
}
