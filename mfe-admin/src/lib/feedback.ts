// Success and failure toasts (SPEC §9: 3.5 s, errors 6 s) with the server's own message, in the interface
// language when the server answered something the admin area knows.
import { AUTH_ERROR_CODES } from '@campus/contracts';
import { errorMessage, isApiError, useFeedback as useSharedFeedback } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';

/** Server answers with a text of their own (`serverErrors.<key>`); English shows the server's words as sent. */
function knownErrorKey(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === AUTH_ERROR_CODES.cannotDemoteSelf) return 'cannotDemoteSelf';
  if (error.code === AUTH_ERROR_CODES.cannotDeactivateSelf) return 'cannotDeactivateSelf';
  if (error.code === 'IN_USE') return 'inUse';
  if (error.code === 'DUPLICATE') return 'duplicate';
  return undefined;
}

export function useErrorText() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (error: unknown) => {
    const key = knownErrorKey(error);
    if (key) return t(`serverErrors.${key}`, { message: errorMessage(error, tc) });
    return errorMessage(error, tc);
  };
}

/** The shared toasts, with the admin area's wording for the server answers it knows. */
export function useFeedback() {
  return useSharedFeedback(useErrorText());
}
