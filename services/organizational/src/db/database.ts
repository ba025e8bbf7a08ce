// Table types of the organizational schema (one Database type for the service; see the migrations for checks).
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { LocalizedName } from '@campus/contracts/organizational';

export const ORGANIZATIONAL_SCHEMA = 'organizational';

type Timestamps = {
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date | string>;
};
type Id = Generated<string>;
/** date columns come back as Date from pg and PGlite; we write YYYY-MM-DD strings. */
type DateColumn = ColumnType<Date | string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface FacultyTable extends Timestamps {
  id: Id;
  code: string;
  name: Json<LocalizedName>;
  description: string | null;
  dean_user_id: string | null;
}

export interface DepartmentTable extends Timestamps {
  id: Id;
  code: string;
  name: Json<LocalizedName>;
  description: string | null;
  faculty_id: string;
  chair_user_id: string | null;
}

export interface ProgramTable extends Timestamps {
  id: Id;
  code: string;
  name: Json<LocalizedName>;
  level: string;
  duration_years: number;
  department_id: string;
  description: string | null;
  is_active: Generated<boolean>;
}

export interface AcademicYearTable extends Timestamps {
  id: Id;
  name: string;
  starts_on: DateColumn;
  ends_on: DateColumn;
  is_active: Generated<boolean>;
}

export interface PeriodTable extends Timestamps {
  id: Id;
  academic_year_id: string;
  name: string;
  semester: number;
  starts_on: DateColumn;
  ends_on: DateColumn;
  is_active: Generated<boolean>;
}

export interface LecturerTable extends Timestamps {
  id: Id;
  user_id: string;
  email: string;
  employee_id: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  title: string | null;
  department_id: string;
  position: string;
  employment_type: Generated<string>;
  status: Generated<string>;
  max_load: Generated<number>;
  office: string | null;
}

export interface CourseTable extends Timestamps {
  id: Id;
  code: string;
  name: Json<LocalizedName>;
  description: string | null;
  credits: number;
  department_id: string;
  semester: number;
  level: number;
  type: string;
  prerequisites: ColumnType<string[], string[] | undefined, string[]>;
  weekly_hours: number;
  lab_hours: Generated<number>;
  exam_hours: Generated<number>;
  status: Generated<string>;
  leader_id: string | null;
}

export interface GroupTable extends Timestamps {
  id: Id;
  name: string;
  code: string;
  type: Generated<string>;
  year: number;
  academic_year: string | null;
  department_id: string;
  program_id: string | null;
  advisor_id: string | null;
  classroom: string | null;
  max_capacity: number;
  status: Generated<string>;
  notes: string | null;
}

export interface StudentTable extends Timestamps {
  id: Id;
  user_id: string;
  email: string;
  student_id: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  program_id: string | null;
  group_id: string | null;
  year_of_study: Generated<number>;
  status: Generated<string>;
  enrollment_date: ColumnType<Date | string, string | undefined, string>;
}

export interface SectionTable extends Timestamps {
  id: Id;
  course_id: string;
  period_id: string;
  section_number: string;
  capacity: number;
  is_virtual: Generated<boolean>;
  join_url: string | null;
  lecturer_id: string | null;
}

export interface SectionGroupTable extends Timestamps {
  section_id: string;
  group_id: string;
}

export interface EnrollmentTable extends Timestamps {
  id: Id;
  section_id: string;
  student_id: string;
  group_id: string | null;
}

export interface RoomTable extends Timestamps {
  id: Id;
  code: string;
  building: string;
  capacity: number;
}

export interface WeeklyClassTable extends Timestamps {
  id: Id;
  section_id: string;
  weekday: number;
  /** HH:mm:ss */
  start_time: string;
  end_time: string;
  room_id: string | null;
  is_virtual: Generated<boolean>;
}

export interface AllocationTable extends Timestamps {
  id: Id;
  lecturer_id: string;
  course_id: string;
  section_id: string | null;
  period_id: string;
  hours: number;
  role: Generated<string>;
}

export interface SeedStateTable {
  name: string;
  finished_at: Generated<Date>;
}

export interface OrganizationalDatabase {
  faculties: FacultyTable;
  departments: DepartmentTable;
  programs: ProgramTable;
  academic_years: AcademicYearTable;
  periods: PeriodTable;
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
  seed_state: SeedStateTable;
}

export type OrgDb = Kysely<OrganizationalDatabase>;

export function organizationalDatabase(deps: ServiceDeps): OrgDb {
  return deps.database<OrganizationalDatabase>(ORGANIZATIONAL_SCHEMA);
}
