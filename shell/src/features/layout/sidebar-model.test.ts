import { describe, expect, test } from '@jest/globals';
import type { SidebarItem, User } from '@campus/shared-ui';
import { buildSidebar, type AreaSidebar } from './sidebar-model.js';

const item = (key: string, category: SidebarItem['category'], roles: string[], notForAdmin?: boolean): SidebarItem => ({
  key,
  path: `/${key}`,
  category,
  icon: null,
  labelKey: `test:${key}`,
  roles,
  notForAdmin,
});

// As the areas list them: the administrator's Announcements, and the dean's office's and department's copies of it.
const AREAS: AreaSidebar[] = [
  { areaId: 'admin', items: [item('admin-announcements', 'administrative', ['admin'])] },
  { areaId: 'deans-office', items: [item('deans-office-overview', 'deans_office', ['deans_office']), item('deans-office-announcements', 'deans_office', ['deans_office'], true)] },
  { areaId: 'department', items: [item('department-announcements', 'department', ['chair'], true)] },
];

const user = (...roles: string[]): User =>
  ({ id: '1', email: 'someone@campus.test', role: roles[0], roles, permissions: [], firstName: 'A', lastName: 'B' }) as unknown as User;
const listed = (person: User) => buildSidebar(AREAS, person, (key) => key, '').flatMap((group) => group.entries.map((entry) => entry.key));

describe('buildSidebar', () => {
  test("when an administrator signs in, then the areas' own copies of their Announcements are left out, the rest of those areas stays", () => {
    expect(listed(user('admin'))).toEqual(['deans-office-overview', 'admin-announcements']);
  });

  test("when an administrator also holds the dean's office role, then the dean's office's Announcements is theirs too", () => {
    expect(listed(user('admin', 'deans_office'))).toEqual(['deans-office-overview', 'deans-office-announcements', 'admin-announcements']);
  });

  test("when the dean's office or a chair signs in, then they see their own area's Announcements", () => {
    expect(listed(user('deans_office'))).toEqual(['deans-office-overview', 'deans-office-announcements']);
    expect(listed(user('chair'))).toEqual(['department-announcements']);
  });
});
