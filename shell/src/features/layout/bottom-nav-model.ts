// The lecturer's bottom navigation keeps its four places in a fixed order, so the bar never changes shape;
// a tab whose screen no loaded area registers yet (or the person may not open) is shown disabled, marked
// "coming soon", rather than leading to "not found". It comes alive when the teaching area adds the screen.
import { matchPath } from 'react-router-dom';
import { canOpen, type AreaRoute, type User } from '@campus/shared-ui';

export interface BottomNavTab {
  key: string;
  path: string;
  /** Available even when no loaded area registers the path (home, which the shell always serves). */
  always?: boolean;
}

/** True when one of the routes would render at `path` ('/class-list' is served by '/class-list' or '/class-list/*'). */
export function isRegistered(path: string, routes: readonly AreaRoute[], user: User | null): boolean {
  return routes.some((route) => matchPath({ path: route.path, end: true }, path) !== null && canOpen(route.roles, user));
}

export function withAvailability<T extends BottomNavTab>(tabs: readonly T[], routes: readonly AreaRoute[], user: User | null): (T & { available: boolean })[] {
  return tabs.map((tab) => ({ ...tab, available: Boolean(tab.always) || isRegistered(tab.path, routes, user) }));
}
