import {
  BULK_PREVIEW_PASSWORD_LENGTH,
  generateTemporaryPassword,
  passwordProblem,
  TEMPORARY_PASSWORD_LENGTH,
} from '@campus/contracts/password';

const LOOK_ALIKES = /[0O1lI|]/;

describe('temporary passwords', () => {
  const many = (length?: number) => Array.from({ length: 500 }, () => generateTemporaryPassword(length));

  test('when generated without a length, then each has 14 characters', () => {
    expect(TEMPORARY_PASSWORD_LENGTH).toBe(14);
    for (const password of many()) expect(password).toHaveLength(14);
  });

  test('when generated for the bulk preview, then each has 12 characters', () => {
    expect(BULK_PREVIEW_PASSWORD_LENGTH).toBe(12);
    for (const password of many(BULK_PREVIEW_PASSWORD_LENGTH)) expect(password).toHaveLength(12);
  });

  test('when generated, then each has an upper, a lower, a digit and a special character (the setup rules)', () => {
    for (const password of many(4)) {
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
    for (const password of many()) expect(passwordProblem(password, 'setup')).toBeNull();
  });

  test('when generated, then no look-alike character appears', () => {
    for (const password of many()) expect(password).not.toMatch(LOOK_ALIKES);
  });

  test('when generated, then none begins with a character a spreadsheet reads as a formula', () => {
    for (const password of many(4)) expect(password).toMatch(/^[A-Za-z0-9]/);
  });

  test('when generated twice, then the passwords differ', () => {
    expect(new Set(many()).size).toBe(500);
  });

  test('when asked for fewer than 4 characters, then it refuses', () => {
    expect(() => generateTemporaryPassword(3)).toThrow(RangeError);
  });
});
