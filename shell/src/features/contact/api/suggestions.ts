// POST /api/suggestions (SPEC §7): type, description and benefit, plus the optional name, email and category.
import type { SuggestionBody, SuggestionCreatedResponse } from '@campus/contracts';
import { api } from '@campus/shared-ui';

export const SUGGESTION_CATEGORIES = ['general', 'courses', 'schedule', 'grades', 'notifications', 'accessibility', 'mobile', 'other'] as const;
export const SUGGESTION_TYPES = ['feature', 'improvement', 'problem', 'other'] as const;

export function submitSuggestion(body: SuggestionBody): Promise<SuggestionCreatedResponse> {
  return api.post<SuggestionCreatedResponse>('/api/suggestions', body);
}
