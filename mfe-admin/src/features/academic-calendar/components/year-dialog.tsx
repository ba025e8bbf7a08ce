// Create an academic year: its name (2026-2027) and days; it may become the active year at once.
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { AcademicYear } from '@campus/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarWrite } from '../api/calendar.js';
import { DateRangeFields, type DateRangeValues } from './date-range-fields.js';
import { FormDialog } from './form-dialog.js';

interface YearValues extends DateRangeValues {
  name: string;
  isActive?: boolean;
}

/** The year after the newest one (or this one), September to August. */
function nextYear(years: AcademicYear[]): YearValues {
  const newest = years.map((year) => Number(year.name.slice(0, 4))).sort((a, b) => b - a)[0];
  const today = new Date();
  const start = newest !== undefined ? newest + 1 : today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  return { name: `${start}-${start + 1}`, startsOn: `${start}-09-01`, endsOn: `${start + 1}-08-31`, isActive: false };
}

/** `onCreated` gets the new year's id, to show it. */
export function YearDialog({ open, years, onClose, onCreated }: { open: boolean; years: AcademicYear[]; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const write = useCalendarWrite();
  const initialValues = useMemo(() => nextYear(years), [years]);

  const save = async (values: YearValues) => {
    const name = values.name.trim();
    const answer = (await write.mutateAsync({ kind: 'createYear', body: { name, startsOn: values.startsOn, endsOn: values.endsOn, isActive: values.isActive ?? false } })) as { data: AcademicYear[] };
    const created = answer.data.find((each) => each.name === name);
    if (created) onCreated(created.id);
    return t('academicCalendar.years.created', { name });
  };

  return (
    <FormDialog<YearValues> name="academic-year" open={open} title={t('academicCalendar.years.createTitle')} editing={false} initialValues={initialValues} pending={write.isPending} save={save} onClose={onClose}>
      <Form.Item
        name="name"
        label={t('academicCalendar.years.name')}
        extra={t('academicCalendar.years.nameHint')}
        rules={[{ required: true, pattern: /^\d{4}-\d{4}$/, message: t('academicCalendar.years.namePattern') }]}
      >
        <Input maxLength={9} style={{ maxWidth: 200 }} />
      </Form.Item>
      <DateRangeFields />
      <Form.Item name="isActive" valuePropName="checked">
        <Checkbox>{t('academicCalendar.years.makeActive')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
