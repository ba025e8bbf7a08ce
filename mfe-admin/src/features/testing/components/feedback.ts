// The admin area's toasts, with the generator's own refusals in the interface language.
import { isApiError } from '@campus/shared-ui';
import { GENERATOR_ERROR_CODES } from '@campus/contracts/organizational';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/feedback.js';
import { useFeedback as useSharedFeedback } from '@campus/shared-ui';

const CODES = new Set<string>(Object.values(GENERATOR_ERROR_CODES));

export function useGeneratorFeedback() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return useSharedFeedback((error) => (isApiError(error) && error.code && CODES.has(error.code) ? t(`testing.errors.${error.code}`) : errorText(error)));
}
