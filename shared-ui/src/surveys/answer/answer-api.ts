// Answering's calls (GET /mine, GET /:id/form, PUT /:id/draft, POST /:id/submit). The keys sit under the surveys
// root key, so a change anywhere in surveys marks these stale too. The person's list follows 'survey' notifications
// (meta.refreshOn: a survey that opens shows on the dashboard at once); neither is kept in browser storage, since a
// draft is the person's own and changes on another device.
import { queryOptions } from '@tanstack/react-query';
import { SURVEYS_PATHS, SURVEY_NOTIFICATION_TYPE, type Answer, type MySurvey, type SurveyForm } from '@campus/contracts/surveys';
import { api } from '../../api/client.js';
import type { QueryMeta } from '../../query/query-client.js';
import { surveyKeys } from '../api.js';

const LIVE_SURVEYS: QueryMeta = { persist: false, refreshOn: { types: [SURVEY_NOTIFICATION_TYPE], link: '/surveys' } };

export const answerKeys = {
  mine: () => [...surveyKeys.root, 'mine'] as const,
  form: (id: string) => [...surveyKeys.root, 'form', id] as const,
};

type Data<T> = { data: T };

export const mySurveysQuery = queryOptions({
  queryKey: answerKeys.mine(),
  queryFn: async ({ signal }) => (await api.get<Data<MySurvey[]>>(SURVEYS_PATHS.mine, { signal })).data,
  meta: LIVE_SURVEYS,
});

export const surveyFormQuery = (id: string) =>
  queryOptions({
    queryKey: answerKeys.form(id),
    queryFn: async ({ signal }) => (await api.get<Data<SurveyForm>>(SURVEYS_PATHS.form(id), { signal })).data,
    meta: { persist: false } satisfies QueryMeta,
    // Read afresh each time the form opens (the form starts from the draft it is given, so a cached older draft
    // would hide what was saved since); while open, the draft on screen is the one being typed, so no refetch.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const saveDraft = async (id: string, answers: Answer[]) => (await api.put<Data<{ savedAt: string }>>(SURVEYS_PATHS.draft(id), { answers })).data;

export const submitAnswers = async (id: string, answers: Answer[]) => {
  await api.post<Data<{ submitted: true }>>(SURVEYS_PATHS.submit(id), { answers });
};
