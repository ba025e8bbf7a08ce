// Suggestions sent through "Suggest a feature" (notifications service, GET /api/suggestions, permission
// suggestions:read): newest first, in pages. The API takes page and pageSize only (no search or sort).
import { api, type PagedListParams } from '@campus/shared-ui';
import type { Suggestion, SuggestionListResponse } from '@campus/contracts';

export const suggestionKeys = {
  all: ['notifications', 'suggestions'] as const,
  list: () => [...suggestionKeys.all, 'list'] as const,
};

export async function fetchSuggestions(params: PagedListParams, signal: AbortSignal) {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  const response = await api.get<SuggestionListResponse>(`/api/suggestions?${query.toString()}`, { signal });
  return { rows: response.data, total: response.meta.total };
}

export type { Suggestion };
