// One email check for browser and server: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
