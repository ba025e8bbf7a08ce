// Where the organizational service's resources live. The routes declare their `url` from these and the browser's
// fetchers request them, so a path exists once; a record's path is `${base}/:id` on the server, `${base}/${id}` in
// the browser. OrganizationalLists says what each list path takes and answers, for the browser's typed fetcher.
import type { DataPage } from '../lists.js';
import type { Allocation, AllocationListQuery } from './allocation.js';
import type { CourseListQuery, CourseListResponse } from './courses.js';
import type { Department, DepartmentListQuery } from './departments.js';
import type { Faculty, FacultyListQuery } from './faculties.js';
import type { Group, GroupListQuery } from './groups.js';
import type { InstructorListResponse, Lecturer, LecturerListQuery } from './lecturers.js';
import type { Program, ProgramListQuery } from './programs.js';
import type { Room, RoomListQuery } from './rooms.js';
import type { Section, SectionListQuery } from './sections.js';
import type { StudentListQuery, StudentListResponse } from './students.js';
import type { WeeklyClass, WeeklyClassListQuery } from './weekly-classes.js';

const ORGANIZATIONAL = '/api/organizational';

export const ORGANIZATIONAL_PATHS = {
  faculties: `${ORGANIZATIONAL}/faculties`,
  departments: `${ORGANIZATIONAL}/departments`,
  programs: `${ORGANIZATIONAL}/programs`,
  academicYears: `${ORGANIZATIONAL}/academic-years`,
  periods: `${ORGANIZATIONAL}/periods`,
  lecturers: `${ORGANIZATIONAL}/lecturers`,
  groups: `${ORGANIZATIONAL}/groups`,
  sections: `${ORGANIZATIONAL}/sections`,
  rooms: `${ORGANIZATIONAL}/rooms`,
  weeklyClasses: `${ORGANIZATIONAL}/weekly-classes`,
  myDepartment: `${ORGANIZATIONAL}/my-department`,
  myFaculty: `${ORGANIZATIONAL}/my-faculty`,
  dashboards: `${ORGANIZATIONAL}/dashboard`,
  analytics: `${ORGANIZATIONAL}/analytics`,
  /** Below it: one entity's records as CSV (GET exports/:entity). */
  exports: `${ORGANIZATIONAL}/exports`,
  imports: `${ORGANIZATIONAL}/imports`,
  courses: '/api/courses',
  /** Below it: create a student with their account, one faculty's students. */
  studentRecords: `${ORGANIZATIONAL}/students`,
  students: '/api/students',
  deansOfficeStudents: '/api/deans-office/students',
  instructors: '/api/admin/instructors',
  allocations: '/api/allocation/allocations',
  lecturerLoads: '/api/allocation/loads',
  allocatedSubjects: '/api/allocation/lecturer/subjects',
  schedule: '/api/schedule',
  dashboard: '/api/dashboard',
} as const;

/** Each list path with the query it validates and the page it answers. */
export interface OrganizationalLists {
  [ORGANIZATIONAL_PATHS.faculties]: { query: FacultyListQuery; answer: DataPage<Faculty> };
  [ORGANIZATIONAL_PATHS.departments]: { query: DepartmentListQuery; answer: DataPage<Department> };
  [ORGANIZATIONAL_PATHS.programs]: { query: ProgramListQuery; answer: DataPage<Program> };
  [ORGANIZATIONAL_PATHS.lecturers]: { query: LecturerListQuery; answer: DataPage<Lecturer> };
  [ORGANIZATIONAL_PATHS.groups]: { query: GroupListQuery; answer: DataPage<Group> };
  [ORGANIZATIONAL_PATHS.sections]: { query: SectionListQuery; answer: DataPage<Section> };
  [ORGANIZATIONAL_PATHS.rooms]: { query: RoomListQuery; answer: DataPage<Room> };
  [ORGANIZATIONAL_PATHS.weeklyClasses]: { query: WeeklyClassListQuery; answer: DataPage<WeeklyClass> };
  [ORGANIZATIONAL_PATHS.courses]: { query: CourseListQuery; answer: CourseListResponse };
  [ORGANIZATIONAL_PATHS.students]: { query: StudentListQuery; answer: StudentListResponse };
  [ORGANIZATIONAL_PATHS.instructors]: { query: LecturerListQuery; answer: InstructorListResponse };
  [ORGANIZATIONAL_PATHS.allocations]: { query: AllocationListQuery; answer: DataPage<Allocation> };
}
export type OrganizationalListPath = keyof OrganizationalLists;
