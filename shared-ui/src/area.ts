// The contract between the shell and each remote: what `./area` exposes.
import type { ComponentType, ReactNode } from 'react';
import { hasRole, type RoleSubject } from '@campus/contracts';

export { ROLES, type Role } from '@campus/contracts';

/** Sidebar groups, in the order the sidebar shows them. */
export const SIDEBAR_CATEGORIES = [
  'main',
  'deans_office',
  'department',
  'learning',
  'teaching',
  'allocation',
  'administrative',
  'admin',
  'support',
] as const;

export type SidebarCategory = (typeof SIDEBAR_CATEGORIES)[number];

export interface AreaRoute {
  /** Absolute path, e.g. '/student-dashboard' or '/admin/analytics'. */
  path: string;
  /** Lazy screen: `() => import('./features/home/routes/home.js')`. */
  load: () => Promise<{ default: ComponentType }>;
  /** Who may open it (any one matches); none means every signed-in user. Admin may open everything. */
  roles?: string[];
}

export interface SidebarItem {
  key: string;
  path: string;
  category: SidebarCategory;
  icon: ReactNode;
  /** Fully qualified translation key, '<area id>:<key>', e.g. 'learning:sidebar.dashboard'. */
  labelKey: string;
  roles?: string[];
  /**
   * The area's own entry to a screen administrators reach from theirs (e.g. the dean's office's Announcements, the
   * same screen as the administrator's, kept by the server to the caller's scope): administrators do not see it in the
   * sidebar unless they also hold one of `roles`. The route stays open to them.
   */
  notForAdmin?: boolean;
}

export interface AreaTranslations {
  hy: Record<string, unknown>;
  en: Record<string, unknown>;
  ru: Record<string, unknown>;
}

export interface AreaModule {
  /** Also the i18next namespace its translations are registered under. */
  id: string;
  routes: AreaRoute[];
  sidebar: SidebarItem[];
  translations: AreaTranslations;
}

/** Identity helper that type-checks a remote's `./area` export. */
export function defineArea(area: AreaModule): AreaModule {
  return area;
}

/** True when the user may open a route or see a sidebar item: no roles listed, admin, or any role matches. */
export function canOpen(allowed: readonly string[] | undefined, user: RoleSubject | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  return hasRole(user, 'admin', ...allowed);
}

/** True when the sidebar lists the item for the user: as canOpen, but a `notForAdmin` item needs one of its roles. */
export function showsInSidebar(item: Pick<SidebarItem, 'roles' | 'notForAdmin'>, user: RoleSubject | null | undefined): boolean {
  if (item.notForAdmin && item.roles && item.roles.length > 0) return hasRole(user, ...item.roles);
  return canOpen(item.roles, user);
}
