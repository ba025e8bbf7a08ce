// How many days each of several sections has met from its period's start up to a day: their weekly classes on dates
// within each one's period, holidays removed, two classes on one day counted once (attendance marks per day). One
// read of the classes and one of the holidays for all the sections (the examination board asks for a faculty's).
import { sql } from 'kysely';
import type { SectionClassDays } from '@campus/contracts/attendance';
import { expandWeeklyClasses } from './class-sessions.js';
import { dateOnly } from './lists.js';
import { holidayDays } from './db/calendar.repository.js';
import type { OrgDb } from './db/database.js';
import { weeklyClassesBetween } from './db/weekly-class.repository.js';

export async function classDaysHeld(db: OrgDb, sectionIds: string[], to: string, timeZone: string): Promise<SectionClassDays[]> {
  const first = await db
    .selectFrom('sections')
    .innerJoin('periods', 'periods.id', 'sections.period_id')
    .select((eb) => eb.fn.min('periods.starts_on').as('from'))
    .where('sections.id', 'in', sectionIds)
    .executeTakeFirst();
  const from = first?.from ? dateOnly(first.from as Date | string) : undefined;
  const days = new Map<string, Set<string>>();
  if (from && from <= to) {
    const [classes, holidays] = await Promise.all([weeklyClassesBetween(db, sql`w.section_id = any(${sectionIds}::uuid[])`, from, to), holidayDays(db, from, to)]);
    for (const session of expandWeeklyClasses(classes, { from, to }, holidays, timeZone)) {
      const sectionId = session.weekly.view.sectionId;
      let met = days.get(sectionId);
      if (!met) days.set(sectionId, (met = new Set()));
      met.add(session.date);
    }
  }
  return sectionIds.map((sectionId) => ({ sectionId, days: days.get(sectionId)?.size ?? 0 }));
}
