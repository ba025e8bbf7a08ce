// The `announcements` namespace: the announcements screen of administrators, the dean's office and chairs.
// Registered when the screen is first loaded, so no other page pays for these texts.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const ANNOUNCEMENTS_NAMESPACE = 'announcements';

registerTranslations(ANNOUNCEMENTS_NAMESPACE, { hy, en, ru });

export function useAnnouncementsTranslation() {
  return useTranslation(ANNOUNCEMENTS_NAMESPACE);
}
