// The login form's values and its checks (the server checks again; these only save a round trip).
import { isEmailAddress } from '@campus/contracts';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type LoginField = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginField, 'emailInvalid' | 'passwordRequired'>>;

export const EMPTY_LOGIN: LoginValues = { email: '', password: '', rememberMe: false };

/** Translation keys (namespace `shell`, under `login.`) of what is wrong, per field. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!isEmailAddress(values.email)) errors.email = 'emailInvalid';
  if (values.password === '') errors.password = 'passwordRequired';
  return errors;
}
