// The six roles of the platform. Labels are not here: the UI translates role names itself.

export const ROLES = ['admin', 'lecturer', 'student', 'quality_assurance', 'deans_office', 'chair'] as const;

export type Role = (typeof ROLES)[number];

/** Staff means anyone who is not (only) a student. */

/** Role names are compared lower-case with hyphens turned into underscores ("Deans-Office" → "deans_office"). */
export function normalizeRole(role: string): string {
  return role.trim().toLowerCase().replaceAll('-', '_');
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(normalizeRole(value));
}
