import {
  canManageSurveys,
  canManageUsers,
  canViewAnalytics,
  hasPermission,
  hasRole,
  parsePermission,
} from '@campus/contracts';

describe('hasRole', () => {
  test('when the primary role matches, then the check passes', () => {
    expect(hasRole({ role: 'lecturer' }, 'lecturer')).toBe(true);
  });

  test('when only an item of roles matches, then the check passes', () => {
    expect(hasRole({ role: 'lecturer', roles: ['chair'] }, 'chair')).toBe(true);
  });

  test('when names differ only in case and hyphens, then they match', () => {
    expect(hasRole({ role: 'Deans-Office' }, 'deans_office')).toBe(true);
    expect(hasRole({ roles: ['quality_assurance'] }, 'Quality-Assurance')).toBe(true);
  });

  test('when any of several wanted roles is held, then the check passes', () => {
    expect(hasRole({ role: 'student' }, 'admin', 'student')).toBe(true);
  });

  test('when no role matches, then the check fails', () => {
    expect(hasRole({ role: 'student', roles: ['student'] }, 'admin', 'lecturer')).toBe(false);
  });

  test('when the subject is missing or has no roles, then the check fails', () => {
    expect(hasRole(null, 'admin')).toBe(false);
    expect(hasRole({}, 'admin')).toBe(false);
  });
});

describe('hasPermission', () => {
  test('when the exact action is granted, then the check passes', () => {
    expect(hasPermission({ permissions: ['courses:read'] }, 'courses', 'read')).toBe(true);
  });

  test('when manage is granted on the resource, then every action passes', () => {
    const subject = { permissions: ['materials:manage'] };
    expect(hasPermission(subject, 'materials', 'read')).toBe(true);
    expect(hasPermission(subject, 'materials', 'delete')).toBe(true);
  });

  test('when manage is granted on another resource, then the check fails', () => {
    expect(hasPermission({ permissions: ['materials:manage'] }, 'grades', 'read')).toBe(false);
  });

  test('when only read is granted, then a write action fails', () => {
    expect(hasPermission({ permissions: ['courses:read'] }, 'courses', 'update')).toBe(false);
  });

  test('when the subject is an admin without permissions, then every check passes', () => {
    expect(hasPermission({ role: 'admin' }, 'anything', 'delete')).toBe(true);
    expect(hasPermission({ role: 'student', roles: ['Admin'] }, 'users', 'manage')).toBe(true);
  });

  test('when permissions are given as pairs, then they match like strings', () => {
    expect(hasPermission({ permissions: [{ resource: 'surveys', action: 'manage' }] }, 'surveys', 'read')).toBe(true);
  });

  test('when the subject is missing, then the check fails', () => {
    expect(hasPermission(undefined, 'courses', 'read')).toBe(false);
  });
});

describe('derived abilities', () => {
  test('when users:manage is held, then users can be managed', () => {
    expect(canManageUsers({ permissions: ['users:manage'] })).toBe(true);
    expect(canManageUsers({ permissions: ['users:read'] })).toBe(false);
  });

  test('when surveys:manage is held, then surveys can be managed', () => {
    expect(canManageSurveys({ permissions: ['surveys:manage'] })).toBe(true);
    expect(canManageSurveys({ permissions: ['surveys:read'] })).toBe(false);
  });

  test('when analytics:read or analytics:manage is held, then analytics can be viewed', () => {
    expect(canViewAnalytics({ permissions: ['analytics:read'] })).toBe(true);
    expect(canViewAnalytics({ permissions: ['analytics:manage'] })).toBe(true);
    expect(canViewAnalytics({ permissions: ['courses:read'] })).toBe(false);
  });
});

describe('parsePermission', () => {
  test('when given "resource:action", then both parts are returned', () => {
    expect(parsePermission('materials:manage')).toEqual({ resource: 'materials', action: 'manage' });
  });

  test('when the string has no colon, then the action is empty and grants nothing', () => {
    expect(parsePermission('materials')).toEqual({ resource: 'materials', action: '' });
    expect(hasPermission({ permissions: ['materials'] }, 'materials', 'read')).toBe(false);
  });
});
