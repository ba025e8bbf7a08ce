// Adding a lecturer to the department (POST /api/organizational/lecturers: the account is created or linked). The
// list, view and edit are shared-ui's lecturers table, whose lists this refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ORG_ROOT } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type AccountLink, type Lecturer, type LecturerCreateBody } from '@campus/contracts';

export function useCreateLecturer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LecturerCreateBody) => api.post<{ data: Lecturer; account?: AccountLink }>(ORGANIZATIONAL_PATHS.lecturers, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'lecturers'] }),
  });
}
