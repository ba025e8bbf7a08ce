// The year's terms (semesters) in order: their days, which one is active, and the administrator's edit, add and
// "make active" (one term is active at a time; the server hands the flag over).
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { CheckCircleOutlined, EditOutlined, ReadOutlined } from '@ant-design/icons';
import type { AcademicPeriod, AcademicYear } from '@campus/contracts';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { useCalendarWrite } from '../api/calendar.js';
import { CalendarCard, CalendarRow } from './calendar-card.js';

export interface TermsCardProps {
  year: AcademicYear;
  onAdd: () => void;
  onEdit: (term: AcademicPeriod) => void;
}

export function TermsCard({ year, onAdd, onEdit }: TermsCardProps) {
  const { t } = useTranslation('admin');
  const feedback = useFeedback();
  const write = useCalendarWrite();

  const activate = async (term: AcademicPeriod) => {
    try {
      await write.mutateAsync({ kind: 'updateTerm', id: term.id, body: { isActive: true } });
      feedback.success(t('academicCalendar.terms.activated', { name: term.name }));
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <CalendarCard
      icon={<ReadOutlined />}
      title={t('academicCalendar.terms.title')}
      addLabel={t('academicCalendar.terms.add')}
      onAdd={onAdd}
      addDisabled={year.periods.length >= 2 ? t('academicCalendar.terms.full') : undefined}
      emptyText={t('academicCalendar.terms.empty')}
    >
      {year.periods.map((term, index) => (
        <CalendarRow
          key={term.id}
          title={
            <Flex gap="small" align="center" wrap>
              <Typography.Text strong>{term.name}</Typography.Text>
              {term.isActive ? (
                <Tag color="success" icon={<CheckCircleOutlined />}>
                  {t('academicCalendar.terms.active')}
                </Tag>
              ) : null}
            </Flex>
          }
          first={term.startsOn}
          last={term.endsOn}
          isLast={index === year.periods.length - 1}
          actions={
            <>
              {term.isActive ? null : (
                <Button size="small" onClick={() => void activate(term)} aria-label={t('academicCalendar.terms.makeActiveNamed', { name: term.name })}>
                  {t('academicCalendar.terms.makeActive')}
                </Button>
              )}
              <Button size="small" icon={<EditOutlined />} aria-label={t('actions.editNamed', { name: term.name })} onClick={() => onEdit(term)} />
            </>
          }
        />
      ))}
    </CalendarCard>
  );
}
