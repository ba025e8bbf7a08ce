// Pure role and permission checks, shared by the server guards and the UI (which only hides; the server enforces).
import { normalizeRole } from './roles.js';

export interface RoleSubject {
  role?: string | null;
  roles?: readonly string[] | null;
}

/** A permission as a "resource:action" string (tokens, User) or as a pair (GET /api/me/permissions). */
export type PermissionLike = string | { resource: string; action: string };

export interface PermissionSubject extends RoleSubject {
  permissions?: readonly PermissionLike[] | null;
}

/** `manage` on a resource implies every action on it. */
export const MANAGE_ACTION = 'manage';

export function permissionKey(resource: string, action: string): string {
  return `${resource}:${action}`;
}

/** Splits "resource:action"; the action is everything after the first colon. */
export function parsePermission(permission: PermissionLike): { resource: string; action: string } {
  if (typeof permission !== 'string') return permission;
  const colon = permission.indexOf(':');
  if (colon < 0) return { resource: permission, action: '' };
  return { resource: permission.slice(0, colon), action: permission.slice(colon + 1) };
}

/** True when the primary role or any item of roles matches one of the wanted roles (normalised). */
export function hasRole(subject: RoleSubject | null | undefined, ...roles: string[]): boolean {
  if (!subject) return false;
  const held = [subject.role, ...(subject.roles ?? [])].filter((role): role is string => Boolean(role)).map(normalizeRole);
  return roles.some((wanted) => held.includes(normalizeRole(wanted)));
}

/** True for admins, or when a permission on the resource has the action itself or `manage`. */
export function hasPermission(subject: PermissionSubject | null | undefined, resource: string, action: string): boolean {
  if (!subject) return false;
  if (hasRole(subject, 'admin')) return true;
  return (subject.permissions ?? []).some((permission) => {
    const granted = parsePermission(permission);
    return granted.resource === resource && (granted.action === action || granted.action === MANAGE_ACTION);
  });
}

export function canManageUsers(subject: PermissionSubject | null | undefined): boolean {
  return hasPermission(subject, 'users', MANAGE_ACTION);
}

export function canManageSurveys(subject: PermissionSubject | null | undefined): boolean {
  return hasPermission(subject, 'surveys', MANAGE_ACTION);
}

export function canViewAnalytics(subject: PermissionSubject | null | undefined): boolean {
  return hasPermission(subject, 'analytics', 'read');
}
