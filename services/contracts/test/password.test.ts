import {
  passwordConfirmationProblem,
  passwordMessage,
  passwordProblem,
  passwordRequirements,
  PASSWORD_MESSAGE_KEYS,
} from '@campus/contracts';

describe('reset rules', () => {
  test('when a password has 8+ characters, upper, lower and a digit, then it passes', () => {
    expect(passwordProblem('Abcdefg1', 'reset')).toBeNull();
  });

  test('when a password is shorter than 8, then the length rule is reported first', () => {
    expect(passwordProblem('Ab1', 'reset')).toBe(PASSWORD_MESSAGE_KEYS.minLength);
  });

  test('when the uppercase letter is missing, then the uppercase rule is reported', () => {
    expect(passwordProblem('abcdefg1', 'reset')).toBe(PASSWORD_MESSAGE_KEYS.uppercase);
  });

  test('when the lowercase letter is missing, then the lowercase rule is reported', () => {
    expect(passwordProblem('ABCDEFG1', 'reset')).toBe(PASSWORD_MESSAGE_KEYS.lowercase);
  });

  test('when the digit is missing, then the digit rule is reported', () => {
    expect(passwordProblem('Abcdefgh', 'reset')).toBe(PASSWORD_MESSAGE_KEYS.digit);
  });

  test('when no special character is present, then the reset rules still pass', () => {
    expect(passwordProblem('Password1', 'reset')).toBeNull();
  });

  test('when letters are Armenian or Cyrillic, then they count as upper and lower case', () => {
    expect(passwordProblem('Աննաանուն1', 'reset')).toBeNull();
    expect(passwordProblem('Парольчик1', 'reset')).toBeNull();
  });

  test('when the password is absurdly long, then the length limit is reported', () => {
    expect(passwordProblem(`Aa1${'x'.repeat(200)}`, 'reset')).toBe(PASSWORD_MESSAGE_KEYS.tooLong);
  });
});

describe('setup rules', () => {
  test('when a special character is missing, then the special rule is reported', () => {
    expect(passwordProblem('Password1', 'setup')).toBe(PASSWORD_MESSAGE_KEYS.special);
  });

  test('when every requirement is met, then it passes', () => {
    expect(passwordProblem('Campus-Demo-1', 'setup')).toBeNull();
  });

  test('when a space is the only non-alphanumeric character, then it does not count as special', () => {
    expect(passwordProblem('Pass word1', 'setup')).toBe(PASSWORD_MESSAGE_KEYS.special);
  });
});

describe('passwordRequirements (the checklist)', () => {
  test('when asked for the setup rules, then all five are listed in order with what is met', () => {
    const checklist = passwordRequirements('abc!', 'setup');
    expect(checklist.map((item) => [item.requirement, item.met])).toEqual([
      ['minLength', false],
      ['uppercase', false],
      ['lowercase', true],
      ['digit', false],
      ['special', true],
    ]);
  });

  test('when asked for the reset rules, then the special rule is not listed', () => {
    expect(passwordRequirements('', 'reset').map((item) => item.requirement)).not.toContain('special');
  });
});

describe('confirmation and messages', () => {
  test('when the confirmation is empty, then it must be given', () => {
    expect(passwordConfirmationProblem('Abcdefg1', '')).toBe(PASSWORD_MESSAGE_KEYS.confirmRequired);
  });

  test('when the two entries differ, then they do not match', () => {
    expect(passwordConfirmationProblem('Abcdefg1', 'Abcdefg2')).toBe(PASSWORD_MESSAGE_KEYS.mismatch);
  });

  test('when the two entries are equal, then there is no problem', () => {
    expect(passwordConfirmationProblem('Abcdefg1', 'Abcdefg1')).toBeNull();
  });

  test('when a key is given, then the English text is returned', () => {
    expect(passwordMessage(PASSWORD_MESSAGE_KEYS.minLength)).toBe('Password must be at least 8 characters');
    expect(passwordMessage(PASSWORD_MESSAGE_KEYS.notAllMet)).toBe('Please ensure your password meets all requirements');
  });
});
