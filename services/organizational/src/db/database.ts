// The organizational schema as Kysely sees it: each aggregate's tables live in db/<aggregate>.table.ts (see the
// migrations for their checks); this file puts them together into the service's one Database type.
import type { Generated, Kysely } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { FacultyTable } from './faculty.table.js';
import type { FacultyStaffTable } from './faculty-staff.table.js';
import type { DepartmentTable } from './department.table.js';
import type { ProgramTable } from './program.table.js';
import type { AcademicYearTable, CalendarEntryTable, PeriodTable } from './academic-year.table.js';
import type { LecturerTable } from './lecturer.table.js';
import type { CourseTable } from './course.table.js';
import type { GroupTable } from './group.table.js';
import type { StudentTable } from './student.table.js';
import type { SectionTable, SectionGroupTable, EnrollmentTable } from './section.table.js';
import type { RoomTable } from './room.table.js';
import type { WeeklyClassTable } from './weekly-class.table.js';
import type { AllocationTable } from './allocation.table.js';
import type { ImportRowTable, ImportTable } from './import.table.js';
import type { CalendarFeedTable } from './calendar-feed.table.js';

export const ORGANIZATIONAL_SCHEMA = 'organizational';

/** Which seeds have run (demo data is written once). */
export interface SeedStateTable {
  name: string;
  finished_at: Generated<Date>;
}

export interface OrganizationalDatabase {
  faculties: FacultyTable;
  faculty_staff: FacultyStaffTable;
  departments: DepartmentTable;
  programs: ProgramTable;
  academic_years: AcademicYearTable;
  periods: PeriodTable;
  calendar_entries: CalendarEntryTable;
  lecturers: LecturerTable;
  courses: CourseTable;
  groups: GroupTable;
  students: StudentTable;
  sections: SectionTable;
  section_groups: SectionGroupTable;
  enrollments: EnrollmentTable;
  rooms: RoomTable;
  weekly_classes: WeeklyClassTable;
  allocations: AllocationTable;
  imports: ImportTable;
  import_rows: ImportRowTable;
  calendar_feeds: CalendarFeedTable;
  seed_state: SeedStateTable;
}

export type OrgDb = Kysely<OrganizationalDatabase>;

export function organizationalDatabase(deps: ServiceDeps): OrgDb {
  return deps.database<OrganizationalDatabase>(ORGANIZATIONAL_SCHEMA);
}
