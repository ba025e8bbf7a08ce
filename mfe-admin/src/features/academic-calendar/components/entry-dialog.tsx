// Add or edit an exam session or a holiday: its names in the three languages and its days inside the year.
import type { AcademicYear, CalendarEntry, CalendarEntryKind } from '@campus/contracts';
import { NameFields, nameValues, toLocalizedName, useLocalized, type NameValues } from '@campus/shared-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarWrite } from '../api/calendar.js';
import { DateRangeFields, type DateRangeValues } from './date-range-fields.js';
import { FormDialog } from './form-dialog.js';

type EntryValues = NameValues & DateRangeValues;

/** The texts' group of each kind. */
export const ENTRY_TEXTS: Record<CalendarEntryKind, 'examSessions' | 'holidays'> = { exam_session: 'examSessions', holiday: 'holidays' };

export interface EntryDialogProps {
  /** The kind and year to add to, and the entry when editing one; null when closed. */
  target: { kind: CalendarEntryKind; year: AcademicYear; entry?: CalendarEntry } | null;
  onClose: () => void;
}

export function EntryDialog({ target, onClose }: EntryDialogProps) {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const write = useCalendarWrite();
  const texts = `academicCalendar.${ENTRY_TEXTS[target?.kind ?? 'holiday']}`;
  const entry = target?.entry;
  const initialValues = useMemo(() => (entry ? { ...nameValues(entry.name), startsOn: entry.startsOn, endsOn: entry.endsOn } : {}), [entry]);

  const save = async (values: EntryValues) => {
    if (!target) return '';
    const body = { name: toLocalizedName(values), startsOn: values.startsOn, endsOn: values.endsOn };
    if (entry) await write.mutateAsync({ kind: 'updateEntry', entry: target.kind, id: entry.id, body });
    else await write.mutateAsync({ kind: 'createEntry', entry: target.kind, body: { ...body, academicYearId: target.year.id } });
    return t(`${texts}.${entry ? 'updated' : 'created'}`, { name: localized(body.name) });
  };

  return (
    <FormDialog<EntryValues>
      name="calendar-entry"
      open={target !== null}
      title={t(`${texts}.${entry ? 'editTitle' : 'addTitle'}`)}
      editing={Boolean(entry)}
      initialValues={initialValues}
      pending={write.isPending}
      save={save}
      onClose={onClose}
    >
      <NameFields requiredMessage={t('academicCalendar.validation.nameHy')} />
      <DateRangeFields bounds={target ? { from: target.year.startsOn, to: target.year.endsOn } : undefined} />
    </FormDialog>
  );
}
