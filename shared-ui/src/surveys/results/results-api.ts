// The results calls (issue 15 part 4): one survey's figures, a term's course evaluations with their roll-ups, the
// same across terms, and the server's PDFs in the reader's language. Under the surveys root key, so a change to a
// survey anywhere marks its results stale too.
import { queryOptions } from '@tanstack/react-query';
import { SURVEYS_PATHS, type EvaluationOverview, type SurveyResults, type TrendPoint, type TrendQuery } from '@campus/contracts/surveys';
import { api } from '../../api/client.js';
import type { Language } from '../../i18n/i18n.js';
import { searchParamsOf } from '../../query/paged-list.js';
import { surveyKeys } from '../api.js';

type Data<T> = { data: T };

/** Results move with every answer, and text answers should not sit in the browser's storage: asked afresh each
 * time a screen opens, never persisted. */
const FRESH = { staleTime: 0, refetchOnMount: 'always', meta: { persist: false } } as const;

export interface OverviewFilters {
  academicPeriodId: string;
  facultyId?: string;
  departmentId?: string;
  programId?: string;
}

export const resultsKeys = {
  survey: (id: string) => [...surveyKeys.root, 'results', id] as const,
  overview: (filters: OverviewFilters) => [...surveyKeys.root, 'evaluations', filters] as const,
  trend: (query: TrendQuery) => [...surveyKeys.root, 'trend', query] as const,
};

export const surveyResultsQuery = (id: string) =>
  queryOptions({
    queryKey: resultsKeys.survey(id),
    queryFn: async ({ signal }) => (await api.get<Data<SurveyResults>>(SURVEYS_PATHS.results(id), { signal })).data,
    ...FRESH,
  });

export const evaluationsQuery = (filters: OverviewFilters | undefined) =>
  queryOptions({
    queryKey: resultsKeys.overview(filters ?? { academicPeriodId: '' }),
    queryFn: async ({ signal }) => (await api.get<Data<EvaluationOverview>>(`${SURVEYS_PATHS.evaluations}?${searchParamsOf({ ...filters })}`, { signal })).data,
    enabled: !!filters?.academicPeriodId,
    ...FRESH,
  });

export const trendQuery = (query: TrendQuery | undefined) =>
  queryOptions({
    queryKey: resultsKeys.trend(query ?? {}),
    queryFn: async ({ signal }) => (await api.get<Data<TrendPoint[]>>(`${SURVEYS_PATHS.trend}?${searchParamsOf({ ...query })}`, { signal })).data,
    enabled: !!query && Object.values(query).some(Boolean),
    ...FRESH,
  });

/** Fetches one of the server's PDFs and saves it under the server's file name. */
export async function downloadPdf(path: string, params: Record<string, string | undefined>, language: Language, fallbackName: string): Promise<void> {
  // Any answer but 401 means the session holds; the api client renews an expired one first.
  await api.get('/api/auth/me').catch(() => undefined);
  const response = await fetch(`${path}?${searchParamsOf({ ...params, lang: language })}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`results PDF: ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(await response.blob()), download: name ?? fallbackName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** A file name part from a title: letters and digits, the rest dashes. */
export const fileNamePart = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'results';
