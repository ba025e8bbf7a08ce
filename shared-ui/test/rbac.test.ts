import { describe, expect, it } from '@jest/globals';
import { canViewAnalytics, hasPermission, hasRole } from '../src/auth/rbac.js';
import { canOpen } from '../src/area.js';

describe('role and permission helpers', () => {
  it('when roles differ in case or hyphens, then hasRole still matches (primary or any listed role)', () => {
    expect(hasRole({ role: 'Deans-Office', roles: [] }, 'deans_office')).toBe(true);
    expect(hasRole({ role: 'student', roles: ['CHAIR'] }, 'chair')).toBe(true);
    expect(hasRole({ role: 'student', roles: [] }, 'lecturer')).toBe(false);
  });

  it('when a permission is manage, then it implies every action; admin passes every check', () => {
    expect(hasPermission({ role: 'lecturer', permissions: ['materials:manage'] }, 'materials', 'delete')).toBe(true);
    expect(hasPermission({ role: 'lecturer', permissions: ['materials:read'] }, 'materials', 'delete')).toBe(false);
    expect(hasPermission({ role: 'admin', permissions: [] }, 'anything', 'delete')).toBe(true);
    expect(canViewAnalytics({ role: 'quality_assurance', permissions: ['analytics:read'] })).toBe(true);
  });

  it('when a route lists roles, then only those roles and admin may open it', () => {
    expect(canOpen(['admin', 'quality_assurance'], { role: 'quality-assurance' })).toBe(true);
    expect(canOpen(['student'], { role: 'admin' })).toBe(true);
    expect(canOpen(['student'], { role: 'lecturer', roles: ['lecturer'] })).toBe(false);
    expect(canOpen(['student'], null)).toBe(false);
    expect(canOpen(undefined, { role: 'chair' })).toBe(true);
  });
});
