// The default roles and what each may do; created by init-rbac and by the seed.
import type { RoleGrant } from './db/rbac.repository.js';

export const RESOURCES = [
  'users', 'roles', 'courses', 'materials', 'attendance', 'midterms', 'grades', 'schedule', 'students', 'lecturers',
  'programs', 'groups', 'faculties', 'departments', 'allocation', 'analytics', 'surveys', 'notifications', 'suggestions',
] as const;

export const DEFAULT_GRANTS: readonly RoleGrant[] = [
  {
    role: 'admin',
    description: 'Administers the whole platform',
    permissions: RESOURCES.map((resource) => `${resource}:manage`),
  },
  {
    role: 'lecturer',
    description: 'Teaches subjects: materials, attendance, midterm grades',
    permissions: ['courses:read', 'materials:manage', 'attendance:manage', 'midterms:manage', 'schedule:read', 'students:read'],
  },
  {
    role: 'student',
    description: 'Studies: courses, materials, schedule, grades',
    permissions: ['courses:read', 'materials:read', 'schedule:read', 'attendance:read', 'grades:read'],
  },
  {
    role: 'deans_office',
    description: "The dean's office: students, programs, groups, allocation",
    permissions: [
      'students:manage', 'programs:manage', 'groups:manage', 'faculties:read', 'departments:read', 'lecturers:read',
      'courses:read', 'allocation:manage', 'analytics:read', 'schedule:read',
    ],
  },
  {
    role: 'chair',
    description: 'Heads a department: lecturers, courses, scheduling, allocation',
    permissions: [
      'departments:read', 'lecturers:manage', 'courses:manage', 'schedule:manage', 'allocation:manage', 'analytics:read',
      'students:read',
    ],
  },
  {
    role: 'quality_assurance',
    description: 'Quality assurance: analytics and surveys',
    permissions: ['analytics:read', 'surveys:manage', 'courses:read', 'midterms:read', 'attendance:read'],
  },
];
