// Who may see and change what. Admin → everything; deans_office → the faculties whose dean's office the caller is:
// their dean or staff linked to them (and every department in them); chair → the departments the caller chairs;
// lecturer → what they teach; student → nothing on staff routes. Resolved once per request from
// faculties.dean_user_id, faculty_staff and departments.chair_user_id, so a link taken away counts at the next request.
import type { FastifyRequest } from 'fastify';
import { hasRole, type RoleSubject } from '@campus/contracts';
import { forbidden, type Access } from '@campus/kit';
import type { OrgDb } from './db/database.js';
import { chairedDepartments, deansOfficeFacultyIds, departmentIdsOfFaculties, lecturerOfUser, studentIdOfUser } from './db/placement.repository.js';

export interface Scope {
  userId: string;
  /** admin (or quality_assurance for reads): no restriction. */
  all: boolean;
  isAdmin: boolean;
  /** Faculties whose dean's office the caller is (dean or linked staff). */
  facultyIds: string[];
  /** Departments the caller may manage: those they chair plus every department of their faculties. */
  departmentIds: string[];
  /** Faculties the caller may read (their own, and the faculty of a chaired department). */
  readFacultyIds: string[];
  /** The caller's lecturer record and its department, if any. */
  lecturerId: string | null;
  lecturerDepartmentId: string | null;
  /** The caller's student record, if any. */
  studentId: string | null;
  roles: { deans: boolean; chair: boolean; lecturer: boolean; student: boolean; qa: boolean };
}

export const STAFF_ROLES = ['deans_office', 'chair', 'lecturer', 'quality_assurance'] as const;
export const MANAGERS = ['deans_office', 'chair'] as const;

const cache = new WeakMap<FastifyRequest, Promise<Scope>>();

export function scopeOf(db: OrgDb, request: FastifyRequest): Promise<Scope> {
  let scope = cache.get(request);
  if (!scope) {
    scope = resolveScope(db, request);
    cache.set(request, scope);
  }
  return scope;
}

/** A caller's scope before their faculties, departments and records are looked up: an admin's is already complete. */
export function unplacedScope(userId: string, isAdmin: boolean, roles: Scope['roles']): Scope {
  return {
    userId,
    all: isAdmin,
    isAdmin,
    facultyIds: [],
    departmentIds: [],
    readFacultyIds: [],
    lecturerId: null,
    lecturerDepartmentId: null,
    studentId: null,
    roles,
  };
}

function resolveScope(db: OrgDb, request: FastifyRequest): Promise<Scope> {
  return scopeOfAccount(db, request.user.sub, request.user);
}

/**
 * The scope of an account whose roles are known (a signed-in caller's from their token; the sender of an audience's
 * from auth), placed by the same links.
 */
export async function scopeOfAccount(db: OrgDb, userId: string, user: RoleSubject): Promise<Scope> {
  const isAdmin = hasRole(user, 'admin');
  const roles = {
    deans: hasRole(user, 'deans_office'),
    chair: hasRole(user, 'chair'),
    lecturer: hasRole(user, 'lecturer'),
    student: hasRole(user, 'student'),
    qa: hasRole(user, 'quality_assurance'),
  };
  const scope = unplacedScope(userId, isAdmin, roles);
  if (isAdmin) return scope;
  if (roles.deans) {
    scope.facultyIds = await deansOfficeFacultyIds(db, userId);
    scope.departmentIds.push(...(await departmentIdsOfFaculties(db, scope.facultyIds)));
    scope.readFacultyIds.push(...scope.facultyIds);
  }
  if (roles.chair) {
    for (const row of await chairedDepartments(db, userId)) {
      if (!scope.departmentIds.includes(row.id)) scope.departmentIds.push(row.id);
      if (!scope.readFacultyIds.includes(row.faculty_id)) scope.readFacultyIds.push(row.faculty_id);
    }
  }
  if (roles.lecturer) {
    const lecturer = await lecturerOfUser(db, userId);
    scope.lecturerId = lecturer?.id ?? null;
    scope.lecturerDepartmentId = lecturer?.department_id ?? null;
  }
  if (roles.student) scope.studentId = await studentIdOfUser(db, userId);
  return scope;
}

/**
 * Who may call each route (kit `config.access`; admin passes every role check). `unit` means the handler limits the
 * caller to their faculty or department, `own` to their own records; the matrix test holds both to it.
 */
export const ACCESS = {
  signedIn: { signedIn: true },
  /** Every staff member: the catalogue and pickers (names are not sensitive). */
  staff: { roles: STAFF_ROLES },
  /** Every staff member, each within their faculty or department (a lecturer within theirs). */
  staffInUnit: { roles: STAFF_ROLES, scope: 'unit' },
  /** The dean's office and chairs, within their faculty or department. */
  managers: { roles: MANAGERS, scope: 'unit' },
  /** The dean's office, within its faculties: programs, groups, students, departments. */
  deansOffice: { roles: ['deans_office'], scope: 'unit' },
  /** The dean's office, chairs and quality assurance, on their figures. */
  analytics: { roles: ['deans_office', 'chair', 'quality_assurance'], scope: 'unit' },
  /** A lecturer, on what they teach. */
  teaching: { roles: ['lecturer'], scope: 'own' },
  admin: { roles: ['admin'] },
} as const satisfies Record<string, Access>;

/** Managers see their departments, QA and admin everything; lecturers see departments they belong to only for reads done elsewhere. */
export function canManageDepartment(scope: Scope, departmentId: string): boolean {
  return scope.all || scope.departmentIds.includes(departmentId);
}

export function assertDepartment(scope: Scope, departmentId: string): void {
  if (!canManageDepartment(scope, departmentId)) throw forbidden('This department is outside your faculty or department', 'OUT_OF_SCOPE');
}

export function assertFaculty(scope: Scope, facultyId: string): void {
  if (!scope.all && !scope.facultyIds.includes(facultyId)) throw forbidden('This faculty is not yours', 'OUT_OF_SCOPE');
}

/**
 * A record of another department may be tied to the caller's own (its lecturer allocated, its group or students
 * enrolled) when it is in the caller's faculty; another faculty's never.
 */
export function assertSameFaculty(scope: Scope, facultyIds: string[]): void {
  if (!scope.all && facultyIds.some((id) => !scope.readFacultyIds.includes(id))) throw forbidden('This record belongs to another faculty', 'OUT_OF_SCOPE');
}

export function canReadFaculty(scope: Scope, facultyId: string): boolean {
  return scope.all || scope.roles.qa || scope.readFacultyIds.includes(facultyId);
}

/**
 * The departments a list is limited to: undefined = no limit (admin, QA, or a lecturer reading the catalogue);
 * [] = nothing. Managers are limited to their departments.
 */
export function departmentFilter(scope: Scope, options: { lecturersReadAll?: boolean } = {}): string[] | undefined {
  if (scope.all || scope.roles.qa) return undefined;
  if (scope.roles.deans || scope.roles.chair) return scope.departmentIds;
  if (options.lecturersReadAll && scope.roles.lecturer) return undefined;
  return [];
}

/** One record is read under the rule of its list: 403 when that list would not show it to the caller. */
export function assertListed(scope: Scope, departmentId: string, options: { lecturersReadAll?: boolean } = {}): void {
  const restrict = departmentFilter(scope, options);
  if (restrict && !restrict.includes(departmentId)) throw forbidden('This record is outside your faculty or department', 'OUT_OF_SCOPE');
}

/**
 * The details of one department or program: admin and QA all; the dean's office and chairs within the faculties
 * they read; a lecturer their own department.
 */
export function assertReadsStructure(scope: Scope, place: { facultyId: string; departmentId: string }): void {
  if (!canReadFaculty(scope, place.facultyId) && scope.lecturerDepartmentId !== place.departmentId) {
    throw forbidden('This department is outside your faculty or department', 'OUT_OF_SCOPE');
  }
}
