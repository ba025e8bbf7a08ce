// For surveys' results: per section of a term, how many of its enrolled students each program has, in one grouped
// query (a term of 20,000 students answers a few thousand rows, not a row per student).
import { sql } from 'kysely';
import type { SectionProgramCount } from '@campus/contracts/surveys';
import type { OrgDb } from './database.js';

export async function sectionPrograms(db: OrgDb, periodId: string): Promise<SectionProgramCount[]> {
  const { rows } = await sql<SectionProgramCount>`
    select e.section_id as "sectionId", s.program_id as "programId", p.code as "programCode", count(*)::int as students
      from organizational.enrollments e
      join organizational.sections x on x.id = e.section_id
      join organizational.students s on s.id = e.student_id
      left join organizational.programs p on p.id = s.program_id
     where x.period_id = ${periodId}
     group by e.section_id, s.program_id, p.code`.execute(db);
  return rows;
}
