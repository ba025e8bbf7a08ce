// The surveys service as the browser reads it (issue 15): the query keys every surveys screen shares, and the
// calls of managing (/admin/surveys), answering and results. One module, so a mutation anywhere marks every
// surveys list stale through the one root key.
import { queryOptions } from '@tanstack/react-query';
import {
  SURVEYS_PATHS,
  type ChangeSurveyBody,
  type CreateSurveyBody,
  type GenerateEvaluationsBody,
  type GeneratedEvaluations,
  type Survey,
  type SurveyForm,
  type SurveySummary,
} from '@campus/contracts/surveys';
import { api } from '../api/client.js';
import { searchParamsOf, sortToString, type PagedListParams, type PagedResult } from '../query/paged-list.js';

/** Every surveys query key starts here: invalidating it refreshes every surveys screen. */
export const surveyKeys = {
  root: ['surveys'] as const,
  list: () => [...surveyKeys.root, 'list'] as const,
  survey: (id: string) => [...surveyKeys.root, 'survey', id] as const,
  preview: (id: string) => [...surveyKeys.root, 'preview', id] as const,
};

type Data<T> = { data: T };

/** One page of /api/surveys; the sort travels as the contract's signed name ('-updatedAt'). */
export async function fetchSurveyPage(params: PagedListParams, signal: AbortSignal): Promise<PagedResult<SurveySummary>> {
  const { page, pageSize, search, sort, filters } = params;
  const query = searchParamsOf({ page, pageSize, search: search || undefined, sort: sortToString(sort), ...filters });
  const answer = await api.get<{ data: SurveySummary[]; total: number }>(`${SURVEYS_PATHS.surveys}?${query}`, { signal });
  return { rows: answer.data, total: answer.total };
}

/** Templates to make course evaluations from (one page of up to 100, newest first). */
export const templatesQuery = queryOptions({
  queryKey: [...surveyKeys.root, 'templates'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<Data<SurveySummary[]>>(`${SURVEYS_PATHS.surveys}?${searchParamsOf({ kind: 'template', status: 'draft', pageSize: 100, sort: '-updatedAt' })}`, { signal })).data,
});

export const surveyQuery = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.survey(id),
    queryFn: async ({ signal }) => (await api.get<Data<Survey>>(SURVEYS_PATHS.survey(id), { signal })).data,
  });

export const previewQuery = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.preview(id),
    queryFn: async ({ signal }) => (await api.get<Data<SurveyForm>>(SURVEYS_PATHS.preview(id), { signal })).data,
  });

export const createSurvey = async (body: CreateSurveyBody) => (await api.post<Data<Survey>>(SURVEYS_PATHS.surveys, body)).data;
export const changeSurvey = async (id: string, body: ChangeSurveyBody) => (await api.put<Data<Survey>>(SURVEYS_PATHS.survey(id), body)).data;
export const deleteSurvey = async (id: string) => {
  await api.delete(SURVEYS_PATHS.survey(id));
};
export const scheduleSurvey = async (id: string, version: number) => (await api.post<Data<Survey>>(SURVEYS_PATHS.schedule(id), { version })).data;
export const closeSurvey = async (id: string) => (await api.post<Data<Survey>>(SURVEYS_PATHS.close(id), {})).data;
export const duplicateSurvey = async (id: string) => (await api.post<Data<Survey>>(SURVEYS_PATHS.duplicate(id), {})).data;
export const archiveSurvey = async (id: string) => (await api.post<Data<Survey>>(SURVEYS_PATHS.archive(id), {})).data;
export const generateEvaluations = async (body: GenerateEvaluationsBody) =>
  (await api.post<Data<GeneratedEvaluations>>(SURVEYS_PATHS.courseEvaluations, body)).data;
