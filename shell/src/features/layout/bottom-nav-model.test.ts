import { describe, expect, test } from '@jest/globals';
import type { AreaRoute, User } from '@campus/shared-ui';
import { withAvailability, type BottomNavTab } from './bottom-nav-model.js';

const TABS: BottomNavTab[] = [
  { key: 'home', path: '/lecturer-materials', always: true },
  { key: 'materials', path: '/materials/manage' },
  { key: 'classes', path: '/class-list' },
  { key: 'schedule', path: '/schedule' },
];

const route = (path: string, roles?: string[]): AreaRoute => ({ path, roles, load: async () => ({ default: () => null }) });
const user = (role: string): User =>
  ({ id: '1', email: `${role}@campus.test`, role, roles: [role], permissions: [], firstName: 'A', lastName: 'B' }) as unknown as User;
/** The keys of the tabs that lead somewhere; every tab is always listed. */
const available = (routes: AreaRoute[], role = 'lecturer') => {
  const tabs = withAvailability(TABS, routes, user(role));
  expect(tabs.map((tab) => tab.key)).toEqual(['home', 'materials', 'classes', 'schedule']);
  return tabs.filter((tab) => tab.available).map((tab) => tab.key);
};

describe('withAvailability', () => {
  test('when no loaded area registers the tab paths, then only home leads somewhere and the others are shown disabled', () => {
    expect(available([route('/lecturer-materials', ['lecturer']), route('/lecturer/midterms', ['lecturer'])])).toEqual(['home']);
  });

  test('when the teaching area adds a screen, then its tab becomes available', () => {
    const routes = [route('/schedule', ['lecturer', 'student']), route('/class-list/*', ['lecturer'])];
    expect(available(routes)).toEqual(['home', 'classes', 'schedule']);
  });

  test('when a registered screen is not for the person, then its tab stays disabled', () => {
    expect(available([route('/materials/manage', ['admin'])])).toEqual(['home']);
  });

  test('when a route only shares the beginning of a tab path, then it does not count', () => {
    expect(available([route('/materials'), route('/schedule-old')])).toEqual(['home']);
  });
});
