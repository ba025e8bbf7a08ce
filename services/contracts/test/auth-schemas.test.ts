import { Value } from 'typebox/value';
import { isEmailAddress, LoginBody, User } from '@campus/contracts';

const validUser = {
  id: '9b2f1c9e-3d4b-4a7e-9d0e-1f2a3b4c5d6e',
  email: 'anna@campus.test',
  role: 'student',
  firstName: 'Anna',
  lastName: 'Hakobyan',
  displayName: 'Anna Hakobyan',
  roles: ['student'],
  permissions: ['courses:read'],
  mustChangePassword: false,
  mfaEnabled: false,
  avatar: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  lastLoginAt: null,
};

describe('auth schemas', () => {
  test('when a login body has email and password, then it is valid with or without rememberMe', () => {
    expect(Value.Check(LoginBody, { email: 'a@b.am', password: 'x' })).toBe(true);
    expect(Value.Check(LoginBody, { email: 'a@b.am', password: 'x', rememberMe: true })).toBe(true);
  });

  test('when the email or the password is empty, then the login body is invalid', () => {
    expect(Value.Check(LoginBody, { email: '', password: 'x' })).toBe(false);
    expect(Value.Check(LoginBody, { email: 'a@b.am', password: '' })).toBe(false);
  });

  test('when a user has every SPEC field, then it is valid', () => {
    expect(Value.Check(User, validUser)).toBe(true);
  });

  test('when a permission is not "resource:action", then the user is invalid', () => {
    expect(Value.Check(User, { ...validUser, permissions: ['courses'] })).toBe(false);
  });
});

describe('isEmailAddress', () => {
  test('when a value looks like x@y.z, then it is an email address', () => {
    expect(isEmailAddress('anna.hakobyan@campus.test')).toBe(true);
  });

  test('when a value has no domain dot, no @ or spaces, then it is not', () => {
    for (const value of ['anna@campus', 'anna.campus.test', 'an na@campus.test', '']) expect(isEmailAddress(value)).toBe(false);
  });
});
