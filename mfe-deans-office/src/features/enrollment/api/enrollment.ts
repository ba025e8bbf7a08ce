// Sections with their capacity, who is enrolled, and enrolling groups or students.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchList, fetchOrgOptions, type ListEnvelope, ORG_ROOT, pagedListQuery, type PagedListParams } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type EnrollBody, type EnrollResult, type Enrollment } from '@campus/contracts';

export const enrollmentKeys = {
  sections: (facultyId: string | undefined) => [...ORG_ROOT, 'sections', facultyId] as const,
  enrollments: (sectionId: string) => [...ORG_ROOT, 'sections', 'enrollments', sectionId] as const,
};

export async function fetchSections(params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.sections, pagedListQuery(params), signal);
  return { rows: response.data, total: response.total };
}

export const enrollmentsQuery = (sectionId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.enrollments(sectionId),
    queryFn: async () => (await api.get<ListEnvelope<Enrollment>>(`${ORGANIZATIONAL_PATHS.sections}/${sectionId}/enrollments?pageSize=100`)).data,
  });

export const groupChoicesQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: [...ORG_ROOT, 'groups', 'choices', facultyId],
    queryFn: () => fetchOrgOptions('groups', { sort: 'name', facultyId }),
    enabled: Boolean(facultyId),
  });

export async function searchStudents(facultyId: string | undefined, search: string) {
  return (await fetchList(ORGANIZATIONAL_PATHS.students, { pageSize: 20, search, facultyId })).students;
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'sections'] });
}

export function useEnroll(sectionId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: EnrollBody) => api.post<{ data: EnrollResult }>(`${ORGANIZATIONAL_PATHS.sections}/${sectionId}/enrollments`, body),
    onSuccess: invalidate,
  });
}

export function useUnenroll(sectionId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (studentId: string) => api.delete(`${ORGANIZATIONAL_PATHS.sections}/${sectionId}/enrollments/${studentId}`),
    onSuccess: invalidate,
  });
}
