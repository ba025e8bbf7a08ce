// What the attendance service asks of organizational: the academic periods and a section's students.
import { sql } from 'kysely';
import type { AttendancePeriod, RosterStudent } from '@campus/contracts/attendance';
import { dateOnly } from '../lists.js';
import type { OrgDb } from './database.js';

/** Every period (semester), newest first. */
export async function attendancePeriods(db: OrgDb): Promise<AttendancePeriod[]> {
  const rows = await db.selectFrom('periods').select(['id', 'name', 'is_active', 'starts_on', 'ends_on']).orderBy('starts_on', 'desc').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, isActive: row.is_active, startsOn: dateOnly(row.starts_on), endsOn: dateOnly(row.ends_on) }));
}

/** The students enrolled in the section, by last then first name, with their number and group. */
export async function sectionRoster(db: OrgDb, sectionId: string): Promise<RosterStudent[]> {
  const { rows } = await sql<RosterStudent>`
    select st.id as "studentId", st.user_id as "userId", st.first_name || ' ' || st.last_name as "fullName",
      st.student_id as "studentNumber", g.name as "groupName"
    from organizational.enrollments e
    join organizational.students st on st.id = e.student_id
    left join organizational.groups g on g.id = coalesce(e.group_id, st.group_id)
    where e.section_id = ${sectionId}
    order by st.last_name, st.first_name, st.id`.execute(db);
  return rows;
}
