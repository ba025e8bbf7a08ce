// The lecturer's grading calls (services/grading, @campus/contracts/grading): their subjects, a subject's sections,
// the aggregate, a sheet, saving its grades, requesting the publish code, publishing, and the legacy batch.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';
import {
  GRADING_PATHS,
  type CodeRequested,
  type LecturerSubject,
  type MidtermBatch,
  type MidtermSheet,
  type PublishBody,
  type SaveGradesBody,
  type SubjectAggregate,
  type SubjectMidterms,
} from '@campus/contracts/grading';

interface DataOf<T> {
  data: T;
}

/** Every grading query key of this area starts here; a sheet's key is `sheet(sectionId, number)`. */
export const midtermKeys = {
  root: ['grading'] as const,
  subjects: ['grading', 'lecturer-subjects'] as const,
  subject: (subjectId: string) => ['grading', 'subject', subjectId] as const,
  aggregate: (subjectId: string) => ['grading', 'aggregate', subjectId] as const,
  sheet: (sectionId: string, number: number) => ['grading', 'sheet', sectionId, number] as const,
  batch: (batchId: string) => ['grading', 'batch', batchId] as const,
};

const get = async <T>(path: string, signal: AbortSignal): Promise<T> => (await api.get<DataOf<T>>(path, { signal })).data;

export const lecturerSubjectsQuery = () =>
  queryOptions({ queryKey: midtermKeys.subjects, queryFn: ({ signal }) => get<LecturerSubject[]>(GRADING_PATHS.lecturerSubjects, signal) });

export const subjectQuery = (subjectId: string) =>
  queryOptions({ queryKey: midtermKeys.subject(subjectId), queryFn: ({ signal }) => get<SubjectMidterms>(GRADING_PATHS.subject(subjectId), signal) });

export const aggregateQuery = (subjectId: string) =>
  queryOptions({ queryKey: midtermKeys.aggregate(subjectId), queryFn: ({ signal }) => get<SubjectAggregate>(GRADING_PATHS.aggregate(subjectId), signal) });

/** The sheet is the lecturer's working copy: not refetched behind their back while they type (focus, reconnect). */
export const sheetQuery = (sectionId: string, number: number) =>
  queryOptions({
    queryKey: midtermKeys.sheet(sectionId, number),
    queryFn: ({ signal }) => get<MidtermSheet>(GRADING_PATHS.sheet(sectionId, number), signal),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const batchQuery = (batchId: string) =>
  queryOptions({ queryKey: midtermKeys.batch(batchId), queryFn: ({ signal }) => get<MidtermBatch>(GRADING_PATHS.batch(batchId), signal), retry: false });

export async function saveGrades(sectionId: string, number: number, body: SaveGradesBody): Promise<MidtermSheet> {
  return (await api.put<DataOf<MidtermSheet>>(GRADING_PATHS.grades(sectionId, number), body)).data;
}

/** The code's email is written in `language`, the one the lecturer reads the app in (the browser's own header may differ). */
export async function requestCode(sectionId: string, number: number, language: string): Promise<CodeRequested> {
  return (await api.post<DataOf<CodeRequested>>(GRADING_PATHS.code(sectionId, number), {}, { headers: { 'Accept-Language': language } })).data;
}

export async function publishGrades(sectionId: string, number: number, body: PublishBody): Promise<MidtermSheet> {
  return (await api.post<DataOf<MidtermSheet>>(GRADING_PATHS.publish(sectionId, number), body)).data;
}
