// How a person is shown in the UI: avatar initials and translated role names, the same in every area.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeRole, type User } from '@campus/contracts';

/** Up to two letters for an avatar: first and last name, else the e-mail's first letter. */
export function initials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((name) => name.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** A role's name in the current language; a role without a translation shows as it is. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation('common');
  return useCallback((role: string) => t(`roles.${normalizeRole(role)}`, { defaultValue: role }), [t]);
}
