// A midterm's status as a coloured, translated tag, and the grading service's errors in the person's language.
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import type { MidtermStatus } from '@campus/contracts/grading';
import { errorMessage, isApiError } from '../api/api-error.js';
import { GRADING_NAMESPACE, useGradingTranslation } from './i18n/index.js';

/** antd preset colours: grey never saved, amber draft, blue waiting for the code, purple checking it, green published. */
export const MIDTERM_STATUS_COLORS: Record<MidtermStatus, string> = {
  not_created: 'default',
  draft: 'gold',
  awaiting_authorization: 'blue',
  verifying: 'purple',
  published: 'green',
};

export function MidtermStatusTag({ status }: { status: MidtermStatus }) {
  const { t } = useGradingTranslation();
  return <Tag color={MIDTERM_STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** The text of a grading call's error: by its code (`grading:errors.<CODE>`), the client's text otherwise. */
export function gradingErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code && !error.messageKey) return t(`errors.${error.code}`, { ns: GRADING_NAMESPACE, defaultValue: error.message });
  return errorMessage(error, t);
}
