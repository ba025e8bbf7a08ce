// Academic years with their periods, the active period, and the writes that keep at most one of each active.
import type { Insertable, Updateable } from 'kysely';
import { badRequest, notFound } from '@campus/kit';
import type { AcademicYear } from '@campus/contracts/organizational';
import { dateOnly } from '../lists.js';
import type { OrgDb } from './database.js';
import type { AcademicYearTable, PeriodTable } from './academic-year.table.js';

/** Every academic year, newest first, each with its periods in order. */
export async function listAcademicYears(db: OrgDb): Promise<AcademicYear[]> {
  const years = await db.selectFrom('academic_years').selectAll().orderBy('starts_on', 'desc').execute();
  const periods = await db.selectFrom('periods').selectAll().orderBy('starts_on').execute();
  return years.map((year) => ({
    id: year.id,
    name: year.name,
    startsOn: dateOnly(year.starts_on),
    endsOn: dateOnly(year.ends_on),
    isActive: year.is_active,
    periods: periods
      .filter((period) => period.academic_year_id === year.id)
      .map((period) => ({
        id: period.id,
        academicYearId: period.academic_year_id,
        name: period.name,
        semester: period.semester,
        startsOn: dateOnly(period.starts_on),
        endsOn: dateOnly(period.ends_on),
        isActive: period.is_active,
      })),
  }));
}

/** Adds an academic year; an active one takes over from the year active before. */
export async function insertAcademicYear(db: OrgDb, values: Insertable<AcademicYearTable>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (values.is_active) await trx.updateTable('academic_years').set({ is_active: false, updated_at: new Date() }).where('is_active', '=', true).execute();
    await trx.insertInto('academic_years').values(values).execute();
  });
}

const deactivatePeriods = (trx: OrgDb) => trx.updateTable('periods').set({ is_active: false, updated_at: new Date() }).where('is_active', '=', true).execute();

/** Adds a period; an active one takes over from the period active before. */
export async function insertPeriod(db: OrgDb, values: Insertable<PeriodTable>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (values.is_active) await deactivatePeriods(trx);
    await trx.insertInto('periods').values(values).execute();
  });
}

/** Changes a period; made active, it takes over from the period active before. */
export async function updatePeriod(db: OrgDb, id: string, changes: Updateable<PeriodTable>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (changes.is_active) await deactivatePeriods(trx);
    await trx.updateTable('periods').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
  });
}

export async function periodExists(db: OrgDb, id: string): Promise<void> {
  const row = await db.selectFrom('periods').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Period not found');
}

/** The active period's id, or 400 asking for one when no period is active. */
export async function activePeriod(db: OrgDb): Promise<string> {
  const period = await db.selectFrom('periods').select('id').where('is_active', '=', true).executeTakeFirst();
  if (!period) throw badRequest('periodId: there is no active period; choose one', { field: 'periodId' });
  return period.id;
}
