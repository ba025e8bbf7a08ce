// Add or edit a term (a semester of the year): its name, number and days inside the year; a new one may start active.
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { AcademicPeriod, AcademicYear } from '@campus/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarWrite } from '../api/calendar.js';
import { DateRangeFields, type DateRangeValues } from './date-range-fields.js';
import { FormDialog } from './form-dialog.js';

interface TermValues extends DateRangeValues {
  name: string;
  semester: 1 | 2;
  isActive?: boolean;
}

export interface TermDialogProps {
  /** The year, and the term when editing one; null when closed. */
  target: { year: AcademicYear; term?: AcademicPeriod } | null;
  onClose: () => void;
}

export function TermDialog({ target, onClose }: TermDialogProps) {
  const { t } = useTranslation('admin');
  const write = useCalendarWrite();
  const term = target?.term;
  const year = target?.year;
  const initialValues = useMemo((): Partial<TermValues> => {
    if (term) return { name: term.name, semester: term.semester as 1 | 2, startsOn: term.startsOn, endsOn: term.endsOn };
    const taken = new Set(year?.periods.map((period) => period.semester));
    const semester = taken.has(1) ? 2 : 1;
    return { name: year ? `${year.name}, ${semester === 1 ? 'I' : 'II'}` : '', semester, isActive: false };
  }, [term, year]);

  const save = async (values: TermValues) => {
    if (!year) return '';
    const body = { name: values.name.trim(), semester: values.semester, startsOn: values.startsOn, endsOn: values.endsOn };
    if (term) await write.mutateAsync({ kind: 'updateTerm', id: term.id, body });
    else await write.mutateAsync({ kind: 'createTerm', body: { ...body, academicYearId: year.id, isActive: values.isActive ?? false } });
    return t('academicCalendar.terms.saved', { name: body.name });
  };

  return (
    <FormDialog<TermValues>
      name="term"
      open={target !== null}
      title={t(term ? 'academicCalendar.terms.editTitle' : 'academicCalendar.terms.addTitle')}
      editing={Boolean(term)}
      initialValues={initialValues}
      pending={write.isPending}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('academicCalendar.terms.name')} rules={[{ required: true, whitespace: true, message: t('academicCalendar.validation.termName') }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="semester" label={t('academicCalendar.terms.semester')} rules={[{ required: true }]}>
        <Select
          style={{ maxWidth: 240 }}
          options={[1, 2].map((number) => ({ value: number, label: t('academicCalendar.terms.semesterNumber', { number }) }))}
        />
      </Form.Item>
      <DateRangeFields bounds={year ? { from: year.startsOn, to: year.endsOn } : undefined} />
      {term ? null : (
        <Form.Item name="isActive" valuePropName="checked">
          <Checkbox>{t('academicCalendar.terms.makeActive')}</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}
