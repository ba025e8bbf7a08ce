// Which tabs the lecturer's bottom navigation shows: home always, every other tab only once a loaded area
// registers its path and the person may open it, so a tab appears as the teaching area adds the screen
// instead of leading to "not found".
import { matchPath } from 'react-router-dom';
import { canOpen, type AreaRoute, type User } from '@campus/shared-ui';

export interface BottomNavTab {
  key: string;
  path: string;
  /** Shown even when no loaded area registers the path (home). */
  always?: boolean;
}

/** True when one of the routes would render at `path` ('/class-list' is served by '/class-list' or '/class-list/*'). */
export function isRegistered(path: string, routes: readonly AreaRoute[], user: User | null): boolean {
  return routes.some((route) => matchPath({ path: route.path, end: true }, path) !== null && canOpen(route.roles, user));
}

export function visibleTabs<T extends BottomNavTab>(tabs: readonly T[], routes: readonly AreaRoute[], user: User | null): T[] {
  return tabs.filter((tab) => tab.always || isRegistered(tab.path, routes, user));
}
