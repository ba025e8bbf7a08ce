import { describe, expect, test } from '@jest/globals';
import type { AreaRoute, User } from '@campus/shared-ui';
import { visibleTabs, type BottomNavTab } from './bottom-nav-model.js';

const TABS: BottomNavTab[] = [
  { key: 'home', path: '/lecturer-materials', always: true },
  { key: 'materials', path: '/materials/manage' },
  { key: 'classes', path: '/class-list' },
  { key: 'schedule', path: '/schedule' },
];

const route = (path: string, roles?: string[]): AreaRoute => ({ path, roles, load: async () => ({ default: () => null }) });
const user = (role: string): User =>
  ({ id: '1', email: `${role}@campus.test`, role, roles: [role], permissions: [], firstName: 'A', lastName: 'B' }) as unknown as User;
const keys = (tabs: BottomNavTab[]) => tabs.map((tab) => tab.key);

describe('visibleTabs', () => {
  test('when no loaded area registers the tab paths, then only home is shown', () => {
    expect(keys(visibleTabs(TABS, [route('/lecturer-materials', ['lecturer']), route('/lecturer/midterms', ['lecturer'])], user('lecturer')))).toEqual(['home']);
  });

  test('when the teaching area adds a screen, then its tab appears, in the tab order', () => {
    const routes = [route('/schedule', ['lecturer', 'student']), route('/class-list/*', ['lecturer'])];
    expect(keys(visibleTabs(TABS, routes, user('lecturer')))).toEqual(['home', 'classes', 'schedule']);
  });

  test('when a registered screen is not for the person, then its tab stays hidden', () => {
    expect(keys(visibleTabs(TABS, [route('/materials/manage', ['admin'])], user('lecturer')))).toEqual(['home']);
  });

  test('when a route only shares the beginning of a tab path, then it does not count', () => {
    expect(keys(visibleTabs(TABS, [route('/materials'), route('/schedule-old')], user('lecturer')))).toEqual(['home']);
  });
});
