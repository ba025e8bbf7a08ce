// The add-student form's calls: the directory's settings and suggestions (/api/google-workspace/*) and creating the
// student (POST /api/deans-office/students), which refreshes every students list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DIRECTORY_SEARCH_MIN_CHARS,
  GOOGLE_WORKSPACE_PATHS,
  ORGANIZATIONAL_PATHS,
  type DeansOfficeStudentBody,
  type DeansOfficeStudentResponse,
  type DirectorySearchResponse,
  type DirectorySettings,
} from '@campus/contracts';
import { api, ORG_ROOT } from '@campus/shared-ui';

const directoryKeys = {
  settings: ['google-workspace', 'settings'] as const,
  search: (text: string) => ['google-workspace', 'search', text] as const,
};

export const directorySettingsQuery = queryOptions({
  queryKey: directoryKeys.settings,
  queryFn: ({ signal }) => api.get<DirectorySettings>(GOOGLE_WORKSPACE_PATHS.settings, { signal }),
  staleTime: 15 * 60_000,
});

export function useDirectorySettings() {
  return useQuery(directorySettingsQuery);
}

/** Suggestions for what is typed (already debounced); nothing is asked below the minimum length. */
export function useDirectorySearch(text: string) {
  return useQuery({
    queryKey: directoryKeys.search(text),
    queryFn: ({ signal }) => api.get<DirectorySearchResponse>(`${GOOGLE_WORKSPACE_PATHS.searchUsers}?${new URLSearchParams({ q: text })}`, { signal }),
    enabled: [...text].length >= DIRECTORY_SEARCH_MIN_CHARS,
    staleTime: 60_000,
    retry: false,
  });
}

export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeansOfficeStudentBody) => api.post<DeansOfficeStudentResponse>(ORGANIZATIONAL_PATHS.deansOfficeStudents, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'students'] }),
  });
}
