// Password rules of SPEC §5: the reset rules, and the stricter setup rules that also need a special character.
// The UI shows a checklist of requirements by translation key; the server answers with the English text.

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRequirement = 'minLength' | 'uppercase' | 'lowercase' | 'digit' | 'special';
export type PasswordRuleSet = 'reset' | 'setup';

export const PASSWORD_RULE_SETS: Record<PasswordRuleSet, readonly PasswordRequirement[]> = {
  reset: ['minLength', 'uppercase', 'lowercase', 'digit'],
  setup: ['minLength', 'uppercase', 'lowercase', 'digit', 'special'],
};

const TESTS: Record<PasswordRequirement, (password: string) => boolean> = {
  minLength: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  special: (password) => /[^\p{L}\p{N}\s]/u.test(password),
};

/** Translation keys of the requirements (the UI translates them; hy, en and ru live with the UI). */
export const PASSWORD_MESSAGE_KEYS = {
  minLength: 'password.rules.minLength',
  uppercase: 'password.rules.uppercase',
  lowercase: 'password.rules.lowercase',
  digit: 'password.rules.digit',
  special: 'password.rules.special',
  tooLong: 'password.rules.tooLong',
  confirmRequired: 'password.confirmRequired',
  mismatch: 'password.mismatch',
  notAllMet: 'password.notAllMet',
} as const;

export type PasswordMessageKey = (typeof PASSWORD_MESSAGE_KEYS)[keyof typeof PASSWORD_MESSAGE_KEYS];

/** English text for each key: what the server answers and what the en translation should say. */
export const PASSWORD_MESSAGES: Record<PasswordMessageKey, string> = {
  'password.rules.minLength': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'password.rules.uppercase': 'Password must contain at least one uppercase letter',
  'password.rules.lowercase': 'Password must contain at least one lowercase letter',
  'password.rules.digit': 'Password must contain at least one digit',
  'password.rules.special': 'Password must contain at least one special character',
  'password.rules.tooLong': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  'password.confirmRequired': 'Please confirm your password',
  'password.mismatch': 'Passwords do not match',
  'password.notAllMet': 'Please ensure your password meets all requirements',
};

export interface PasswordRequirementStatus {
  requirement: PasswordRequirement;
  met: boolean;
  messageKey: PasswordMessageKey;
}

/** Every requirement of the rule set with whether the password meets it, in display order (the UI checklist). */
export function passwordRequirements(password: string, ruleSet: PasswordRuleSet): PasswordRequirementStatus[] {
  return PASSWORD_RULE_SETS[ruleSet].map((requirement) => ({
    requirement,
    met: TESTS[requirement](password),
    messageKey: PASSWORD_MESSAGE_KEYS[requirement],
  }));
}

/** The message key of the first unmet requirement, or null when the password is acceptable. */
export function passwordProblem(password: string, ruleSet: PasswordRuleSet): PasswordMessageKey | null {
  if ([...password].length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGE_KEYS.tooLong;
  return passwordRequirements(password, ruleSet).find((status) => !status.met)?.messageKey ?? null;
}

/** The problem with the confirmation field, or null when both entries are present and equal. */
export function passwordConfirmationProblem(password: string, confirmation: string): PasswordMessageKey | null {
  if (confirmation.length === 0) return PASSWORD_MESSAGE_KEYS.confirmRequired;
  return password === confirmation ? null : PASSWORD_MESSAGE_KEYS.mismatch;
}

export function passwordMessage(key: PasswordMessageKey): string {
  return PASSWORD_MESSAGES[key];
}

export {
  BULK_PREVIEW_PASSWORD_LENGTH,
  generateTemporaryPassword,
  TEMPORARY_PASSWORD_LENGTH,
} from './temporary-password.js';
