import { isRole, normalizeRole, ROLES } from '@campus/contracts';

describe('normalizeRole', () => {
  test('when a role has capitals and hyphens, then it becomes lower-case with underscores', () => {
    expect(normalizeRole('Deans-Office')).toBe('deans_office');
  });

  test('when a role has surrounding spaces, then they are dropped', () => {
    expect(normalizeRole('  Quality-Assurance ')).toBe('quality_assurance');
  });

  test('when a role is already normal, then it is unchanged', () => {
    for (const role of ROLES) expect(normalizeRole(role)).toBe(role);
  });
});

describe('isRole', () => {
  test('when given one of the six roles in any spelling, then it is a role', () => {
    expect(isRole('CHAIR')).toBe(true);
    expect(isRole('deans-office')).toBe(true);
  });

  test('when given an unknown name, then it is not a role', () => {
    expect(isRole('janitor')).toBe(false);
  });
});
