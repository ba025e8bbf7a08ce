// Dashboards: a department's and a faculty's figures, and the counts of the home page.
//
// /api/organizational (responses under `data`)
//   GET    /dashboard/department/:id              admin, chair (own), deans_office (own faculty) → {data: DepartmentDashboard}
//   GET    /dashboard/faculty/:id                 admin, deans_office (own), chair (own faculty) → {data: FacultyDashboard}
// /api/dashboard
//   GET    /api/dashboard/stats, GET /api/dashboard   any signed-in → DashboardStats {totalCourses, totalStudents}
//   GET    /api/dashboard/total-students          staff-read → {total}
import { Type, type Static } from 'typebox';
import { Department } from './departments.js';
import { Faculty } from './faculties.js';
import { EnrollmentStatusSchema } from './students.js';

export const DepartmentDashboard = Type.Object({
  department: Department,
  lecturerCount: Type.Integer(),
  activeLecturerCount: Type.Integer(),
  courseCount: Type.Integer(),
  sectionCount: Type.Integer(),
  groupCount: Type.Integer(),
  studentCount: Type.Integer(),
  weeklyClassCount: Type.Integer(),
  /** Allocated hours / sum of max loads, in percent. */
  loadPercent: Type.Integer(),
  unallocatedSectionCount: Type.Integer(),
});
export type DepartmentDashboard = Static<typeof DepartmentDashboard>;
export const FacultyDashboard = Type.Object({
  faculty: Faculty,
  departmentCount: Type.Integer(),
  programCount: Type.Integer(),
  groupCount: Type.Integer(),
  studentCount: Type.Integer(),
  activeStudentCount: Type.Integer(),
  lecturerCount: Type.Integer(),
  courseCount: Type.Integer(),
  studentsByYear: Type.Array(Type.Object({ yearOfStudy: Type.Integer(), count: Type.Integer() })),
  studentsByStatus: Type.Array(Type.Object({ status: EnrollmentStatusSchema, count: Type.Integer() })),
});
export type FacultyDashboard = Static<typeof FacultyDashboard>;

/** SPEC §3 Dashboard stats. For a student: their courses; a lecturer: their courses and students; staff: scope. */
export const DashboardStats = Type.Object({ totalCourses: Type.Integer(), totalStudents: Type.Integer() });
export type DashboardStats = Static<typeof DashboardStats>;
export const TotalStudentsResponse = Type.Object({ total: Type.Integer() });
export type TotalStudentsResponse = Static<typeof TotalStudentsResponse>;
