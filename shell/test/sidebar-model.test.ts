import type { SidebarItem, User } from '@campus/shared-ui';
import { buildSidebar, selectedEntryId, type AreaSidebar } from '../src/features/layout/sidebar-model.js';

const item = (key: string, category: SidebarItem['category'], path: string, roles?: string[]): SidebarItem => ({
  key,
  category,
  path,
  roles,
  icon: null,
  labelKey: key,
});

const areas: AreaSidebar[] = [
  { areaId: 'shell', items: [item('Dashboard', 'main', '/dashboard'), item('About', 'support', '/about')] },
  { areaId: 'admin', items: [item('Administration', 'admin', '/admin/', ['admin']), item('Analytics', 'administrative', '/admin/analytics', ['admin', 'quality_assurance'])] },
  { areaId: 'learning', items: [item('My dashboard', 'learning', '/student-dashboard', ['student'])] },
  { areaId: 'deans-office', items: [item("Dean's office", 'deans_office', '/deans-office/', ['deans_office'])] },
];

const user = (role: string): User =>
  ({ id: '1', email: `${role}@campus.test`, role, roles: [role], permissions: [], firstName: 'A', lastName: 'B' }) as unknown as User;
const labels = (groups: ReturnType<typeof buildSidebar>) => groups.flatMap((group) => group.entries.map((entry) => entry.label));
const identity = (key: string) => key;

describe('buildSidebar', () => {
  test('when a student looks, then only items for everyone and for students are listed', () => {
    expect(labels(buildSidebar(areas, user('student'), identity, ''))).toEqual(['Dashboard', 'My dashboard', 'About']);
  });

  test('when quality assurance looks, then the analytics page is listed but not the admin home', () => {
    expect(labels(buildSidebar(areas, user('quality_assurance'), identity, ''))).toEqual(['Dashboard', 'Analytics', 'About']);
  });

  test('when an admin looks, then every item is listed, grouped in the platform order of categories', () => {
    const groups = buildSidebar(areas, user('admin'), identity, '');
    expect(groups.map((group) => group.category)).toEqual(['main', 'deans_office', 'learning', 'administrative', 'admin', 'support']);
  });

  test('when the search has other case or accents, then matching items are still found', () => {
    expect(labels(buildSidebar(areas, user('admin'), identity, 'DEAN'))).toEqual(["Dean's office"]);
  });

  test('when nothing matches the search, then no group is left', () => {
    expect(buildSidebar(areas, user('admin'), identity, 'nothing like this')).toEqual([]);
  });
});

describe('selectedEntryId', () => {
  test('when the location is below an item, then the longest matching path wins', () => {
    const groups = buildSidebar(areas, user('admin'), identity, '');
    expect(selectedEntryId(groups, '/admin/analytics')).toBe('admin:Analytics');
    expect(selectedEntryId(groups, '/admin/users/7')).toBe('admin:Administration');
    expect(selectedEntryId(groups, '/elsewhere')).toBeUndefined();
  });
});
