// The bulk import's calls: starting one (POST /imports: the CSV and the previewed passwords), and following one live.
// The page reads the import once (GET /imports/:id: counts and every row's label and status) and listens to its
// server-sent events; statuses only move forward (pending → creating → success | error), so whichever of the two is
// newer wins row by row. Should the stream fail for good (a session that expired, a proxy that cuts it), the page
// reads the import every two seconds instead until it has finished.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  IMPORT_STREAM_EVENTS,
  ORGANIZATIONAL_PATHS,
  type ImportCreateBody,
  type ImportCreateResponse,
  type ImportDetailResponse,
  type ImportProgressEvent,
  type ImportRowView,
} from '@campus/contracts/organizational';
import { api } from '../api/client.js';
import { ORG_ROOT } from '../academic/org-api.js';

export const importKeys = {
  one: (id: string) => [...ORG_ROOT, 'imports', id] as const,
};

const RANK: Record<ImportRowView['status'], number> = { pending: 0, creating: 1, success: 2, error: 2 };

/** The detail with each row of `progress` applied where it is not older than what is shown. */
function applyProgress(detail: ImportDetailResponse | undefined, progress: ImportProgressEvent): ImportDetailResponse | undefined {
  if (!detail) return detail;
  const changed = new Map(progress.rows.map((row) => [row.row, row]));
  const rows = detail.rows.map((row) => {
    const update = changed.get(row.row);
    return update && RANK[update.status] >= RANK[row.status] ? { ...row, ...update } : row;
  });
  const done = (summary: { succeeded: number; failed: number }) => summary.succeeded + summary.failed;
  const newer = done(progress) >= done(detail.data);
  const data = newer ? { ...detail.data, status: progress.status, succeeded: progress.succeeded, failed: progress.failed } : detail.data;
  return { data, rows };
}

const finished = (detail: ImportDetailResponse | undefined) => detail?.data.status === 'done' || detail?.data.status === 'failed';

const importQuery = (id: string, poll: boolean) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: ({ signal }) => api.get<ImportDetailResponse>(`${ORGANIZATIONAL_PATHS.imports}/${id}`, { signal }),
    refetchInterval: (query) => (poll && !finished(query.state.data) ? 2_000 : false),
    staleTime: Infinity,
    meta: { persist: false },
  });

/** One import, kept current from its event stream (or by polling when the stream gives up). */
export function useImportProgress(id: string | undefined) {
  const client = useQueryClient();
  const [streamFailed, setStreamFailed] = useState(false);
  const query = useQuery({ ...importQuery(id ?? '', streamFailed), enabled: Boolean(id) });
  const isFinished = finished(query.data);

  useEffect(() => {
    if (!id || isFinished || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${ORGANIZATIONAL_PATHS.imports}/${id}/events`);
    source.addEventListener(IMPORT_STREAM_EVENTS.progress, (event) => {
      const progress = JSON.parse((event as MessageEvent<string>).data) as ImportProgressEvent;
      const applied = client.getQueryData<ImportDetailResponse>(importKeys.one(id));
      if (applied) client.setQueryData(importKeys.one(id), applyProgress(applied, progress));
      else void client.invalidateQueries({ queryKey: importKeys.one(id) });
    });
    source.addEventListener(IMPORT_STREAM_EVENTS.done, () => {
      source.close();
      // The last rows and counts as stored, and every list the new records appear in.
      void client.invalidateQueries({ queryKey: ORG_ROOT });
    });
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) setStreamFailed(true);
    };
    return () => source.close();
  }, [client, id, isFinished]);

  return query;
}

export function useStartImport() {
  return useMutation({
    mutationFn: (body: ImportCreateBody) => api.post<ImportCreateResponse>(ORGANIZATIONAL_PATHS.imports, body),
  });
}
