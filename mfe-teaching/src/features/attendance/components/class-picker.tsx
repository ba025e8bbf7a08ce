// The date (today by default, past days only) and the class: the lecturer's sections, those meeting that day first
// with their times, the others below.
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useLocalized } from '@campus/shared-ui';
import type { TeachingSection } from '@campus/contracts/attendance';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { today } from './dates.js';

export interface ClassPickerProps {
  date: string;
  sectionId: string | undefined;
  sections: TeachingSection[] | undefined;
  loading: boolean;
  onDate: (date: string) => void;
  onSection: (sectionId: string) => void;
}

/** "MATH101 · Linear algebra · Section 2 · Fall 2026 · 10:00–11:20" (the area's course and section texts). */
export function useSectionLabel() {
  const { t } = useTranslation('teaching');
  const localized = useLocalized();
  return (section: TeachingSection) => {
    const times = section.sessionsOnDate.map((session) => t('attendance.sessionTime', { start: session.startTime, end: session.endTime }));
    const course = t('assignment.name', { code: section.courseCode, name: localized(section.courseName) });
    return [course, t('assignment.section', { number: section.sectionNumber, period: section.periodName }), ...times].join(' · ');
  };
}

export function ClassPicker({ date, sectionId, sections = [], loading, onDate, onSection }: ClassPickerProps) {
  const { t } = useTranslation('teaching');
  const label = useSectionLabel();
  const dateId = useId();
  const sectionLabelId = useId();
  const option = (section: TeachingSection) => ({ value: section.sectionId, label: label(section) });
  const meeting = sections.filter((section) => section.sessionsOnDate.length > 0);
  const others = sections.filter((section) => section.sessionsOnDate.length === 0);
  const groups = [
    ...(meeting.length > 0 ? [{ label: t('attendance.classesThatDay'), options: meeting.map(option) }] : []),
    ...(others.length > 0 ? [{ label: t('attendance.otherSections'), options: others.map(option) }] : []),
  ];
  return (
    <Flex gap="middle" wrap>
      <Flex vertical gap={4} style={{ flex: '0 1 180px' }}>
        <label htmlFor={dateId}>
          <Typography.Text strong>{t('attendance.date')}</Typography.Text>
        </label>
        <Input id={dateId} type="date" size="large" value={date} max={today()} required onChange={(event) => event.target.value && onDate(event.target.value)} />
      </Flex>
      <Flex vertical gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography.Text strong id={sectionLabelId}>
          {t('attendance.section')}
        </Typography.Text>
        <Select
          aria-labelledby={sectionLabelId}
          size="large"
          loading={loading}
          value={sectionId}
          placeholder={t('attendance.chooseSection')}
          options={groups}
          onChange={onSection}
          popupMatchSelectWidth
          style={{ width: '100%' }}
          notFoundContent={t('attendance.noSections')}
        />
      </Flex>
    </Flex>
  );
}
