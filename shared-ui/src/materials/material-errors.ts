// The materials service's errors in the person's language: by their stable code (`materials:errors.<CODE>`), with the
// server's English text as the fallback for a code this build does not know yet.
import type { TFunction } from 'i18next';
import { errorMessage, isApiError } from '../api/api-error.js';
import { MATERIALS_NAMESPACE } from './i18n/index.js';

/** One field's problem, as a 400's details.errors lists it and the contracts' field check returns it. */
export interface MaterialFieldIssue {
  field: string;
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

/** The text of one coded problem; unknown codes keep the English message they came with. */
export function materialIssueText(t: TFunction, issue: Pick<MaterialFieldIssue, 'code' | 'message' | 'params'>): string {
  return t(`errors.${issue.code}`, { ns: MATERIALS_NAMESPACE, ...issue.params, defaultValue: issue.message });
}

/** The field problems a 400 carries under details.errors (none for other errors). */
export function materialFieldIssues(error: unknown): MaterialFieldIssue[] {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return [];
  const list = (error.details as { errors?: unknown }).errors;
  return Array.isArray(list) ? list.filter((item): item is MaterialFieldIssue => typeof item?.field === 'string' && typeof item?.code === 'string') : [];
}

/** The text to show for any error a materials call threw. */
export function materialErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code && !error.messageKey) {
    const params = typeof error.details === 'object' && error.details !== null ? (error.details as Record<string, string | number>) : undefined;
    return materialIssueText(t, { code: error.code, message: error.message, params });
  }
  return errorMessage(error, t);
}
