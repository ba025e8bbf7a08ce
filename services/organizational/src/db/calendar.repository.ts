// Exam sessions and holidays of the academic years (calendar_entries), and the holiday days a range holds.
import { badRequest, notFound } from '@campus/kit';
import type { CalendarEntry, CalendarEntryKind, LocalizedName } from '@campus/contracts/organizational';
import { addDays, isCalendarDay } from '../calendar-days.js';
import { dateOnly } from '../lists.js';
import type { OrgDb } from './database.js';

export interface EntryValues {
  name: LocalizedName;
  startsOn: string;
  endsOn: string;
}

const entryView = (row: { id: string; academic_year_id: string; name: LocalizedName; starts_on: Date | string; ends_on: Date | string }): CalendarEntry => ({
  id: row.id,
  academicYearId: row.academic_year_id,
  name: row.name,
  startsOn: dateOnly(row.starts_on),
  endsOn: dateOnly(row.ends_on),
});

/** A year's entries of both kinds, in date order. */
export async function calendarEntriesOf(db: OrgDb, academicYearId: string): Promise<Record<CalendarEntryKind, CalendarEntry[]>> {
  const rows = await db.selectFrom('calendar_entries').selectAll().where('academic_year_id', '=', academicYearId).orderBy('starts_on').orderBy('ends_on').execute();
  return {
    exam_session: rows.filter((row) => row.kind === 'exam_session').map(entryView),
    holiday: rows.filter((row) => row.kind === 'holiday').map(entryView),
  };
}

/** The asked year when it exists (404 otherwise), else the active year, else the newest; null when there is none. */
export async function calendarYearId(db: OrgDb, asked: string | undefined): Promise<string | null> {
  if (asked) {
    const year = await db.selectFrom('academic_years').select('id').where('id', '=', asked).executeTakeFirst();
    if (!year) throw notFound('Academic year not found');
    return year.id;
  }
  const year = await db.selectFrom('academic_years').select('id').orderBy('is_active', 'desc').orderBy('starts_on', 'desc').executeTakeFirst();
  return year?.id ?? null;
}

/** 400 unless both days exist, lie inside the academic year and the end is not before the start. */
async function checkDays(db: OrgDb, academicYearId: string, values: EntryValues): Promise<void> {
  const year = await db.selectFrom('academic_years').select(['name', 'starts_on', 'ends_on']).where('id', '=', academicYearId).executeTakeFirst();
  if (!year) throw badRequest('academicYearId: no academic year has this id', { field: 'academicYearId' });
  for (const field of ['startsOn', 'endsOn'] as const) {
    if (!isCalendarDay(values[field])) throw badRequest(`${field}: ${values[field]} is not a date`, { field });
  }
  if (values.endsOn < values.startsOn) throw badRequest(`endsOn: must not be before the start (${values.startsOn})`, { field: 'endsOn' });
  const [first, last] = [dateOnly(year.starts_on), dateOnly(year.ends_on)];
  for (const field of ['startsOn', 'endsOn'] as const) {
    if (values[field] < first || values[field] > last) throw badRequest(`${field}: must be inside the academic year ${year.name} (${first} – ${last})`, { field });
  }
}

export async function insertCalendarEntry(db: OrgDb, kind: CalendarEntryKind, academicYearId: string, values: EntryValues): Promise<CalendarEntry> {
  await checkDays(db, academicYearId, values);
  const row = await db
    .insertInto('calendar_entries')
    .values({ academic_year_id: academicYearId, kind, name: JSON.stringify(values.name), starts_on: values.startsOn, ends_on: values.endsOn })
    .returningAll()
    .executeTakeFirstOrThrow();
  return entryView(row);
}

async function oneEntry(db: OrgDb, kind: CalendarEntryKind, id: string) {
  const row = await db.selectFrom('calendar_entries').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
  if (!row) throw notFound(kind === 'holiday' ? 'Holiday not found' : 'Exam session not found');
  return entryView(row);
}

export async function updateCalendarEntry(db: OrgDb, kind: CalendarEntryKind, id: string, changes: Partial<EntryValues>): Promise<CalendarEntry> {
  const current = await oneEntry(db, kind, id);
  const next = { name: changes.name ?? current.name, startsOn: changes.startsOn ?? current.startsOn, endsOn: changes.endsOn ?? current.endsOn };
  await checkDays(db, current.academicYearId, next);
  const row = await db
    .updateTable('calendar_entries')
    .set({ name: JSON.stringify(next.name), starts_on: next.startsOn, ends_on: next.endsOn, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return entryView(row);
}

export async function deleteCalendarEntry(db: OrgDb, kind: CalendarEntryKind, id: string): Promise<void> {
  await oneEntry(db, kind, id);
  await db.deleteFrom('calendar_entries').where('id', '=', id).execute();
}

/** Every holiday day (YYYY-MM-DD) between two days, both included. */
export async function holidayDays(db: OrgDb, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('calendar_entries')
    .select(['starts_on', 'ends_on'])
    .where('kind', '=', 'holiday')
    .where('starts_on', '<=', to)
    .where('ends_on', '>=', from)
    .execute();
  const days = new Set<string>();
  for (const row of rows) {
    for (let day = dateOnly(row.starts_on); day <= dateOnly(row.ends_on); day = addDays(day, 1)) days.add(day);
  }
  return days;
}

