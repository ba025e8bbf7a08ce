// "21 September 2026" or "31 December 2026 – 2 January 2027 · Days: 3", in the interface language.
import Typography from 'antd/es/typography';
import { useDateFormat } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { dayCount, localDay } from './days.js';

/** Short spans (holidays, exam sessions) say how many days they take; a term or a year need not. */
const MAX_COUNTED_DAYS = 45;

export function DayRange({ first, last }: { first: string; last: string }) {
  const { t } = useTranslation('admin');
  const { formatDate } = useDateFormat();
  const days = dayCount(first, last);
  const range = days === 1 ? formatDate(localDay(first)) : t('academicCalendar.range', { from: formatDate(localDay(first)), to: formatDate(localDay(last)) });
  return (
    <Typography.Text type="secondary">
      {range}
      {days > 1 && days <= MAX_COUNTED_DAYS ? ` · ${t('academicCalendar.days', { count: days })}` : null}
    </Typography.Text>
  );
}
