import { homePathFor, safeNextPath } from '../src/lib/home-path.js';

describe('homePathFor', () => {
  test.each([
    ['student', '/student-dashboard'],
    ['lecturer', '/lecturer-materials'],
    ['deans_office', '/deans-office/'],
    ['chair', '/department/'],
    ['admin', '/admin/'],
    ['quality_assurance', '/admin/analytics'],
  ])('when the primary role is %s, then the home is %s', (role, home) => {
    expect(homePathFor({ role, roles: [role] })).toBe(home);
  });

  test('when the role is written with a hyphen or capitals, then it still maps', () => {
    expect(homePathFor({ role: 'Deans-Office', roles: [] })).toBe('/deans-office/');
  });

  test('when the primary role is unknown, then the highest role held decides', () => {
    expect(homePathFor({ role: 'guest', roles: ['student', 'chair'] })).toBe('/department/');
  });

  test('when nobody is signed in, then the home is the login page', () => {
    expect(homePathFor(null)).toBe('/login');
  });
});

describe('safeNextPath', () => {
  test('when next is a path on this site, then it is followed', () => {
    expect(safeNextPath('/deans-office/groups?page=2')).toBe('/deans-office/groups?page=2');
  });

  test.each(['//evil.example/phish', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/login?next=/x', ''])(
    'when next is %p, then it is ignored',
    (next) => {
      expect(safeNextPath(next)).toBeUndefined();
    },
  );
});
