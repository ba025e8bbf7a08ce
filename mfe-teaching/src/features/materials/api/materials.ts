// The lecturer's materials through the materials service: teaching assignments with their counts, one assignment's
// materials, the lecturer's own materials (paged), one material, and save / delete. Saving sends multipart with
// upload progress; every change refreshes the whole materials cache, since counts and lists all move together.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, searchParamsOf, upload, type PagedListParams, type UploadOptions } from '@campus/shared-ui';
import {
  MATERIALS_PATHS,
  assignmentMaterialsPath,
  materialPath,
  type AssignmentMaterials,
  type Material,
  type MaterialAnswer,
  type MaterialPage,
  type MyMaterialsQuery,
  type TeachingAssignment,
  type TeachingAssignmentList,
} from '@campus/contracts/materials';

/** Every materials query key starts here (the learning area reads the same service under the same root). */
export const MATERIALS_ROOT = ['materials'] as const;

/** Spec §9: assignment materials are stale after 30 s. */
const ASSIGNMENT_STALE_TIME = 30_000;

export const materialKeys = {
  assignments: [...MATERIALS_ROOT, 'assignments'] as const,
  assignment: (assignmentId: string) => [...MATERIALS_ROOT, 'assignment', assignmentId] as const,
  material: (id: number) => [...MATERIALS_ROOT, 'material', id] as const,
  my: [...MATERIALS_ROOT, 'my'] as const,
};

export const assignmentsQuery = () =>
  queryOptions({
    queryKey: materialKeys.assignments,
    queryFn: async ({ signal }): Promise<TeachingAssignment[]> => (await api.get<TeachingAssignmentList>(MATERIALS_PATHS.assignments, { signal })).data,
    staleTime: ASSIGNMENT_STALE_TIME,
  });

export const assignmentMaterialsQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: materialKeys.assignment(assignmentId),
    queryFn: ({ signal }) => api.get<AssignmentMaterials>(assignmentMaterialsPath(assignmentId), { signal }),
    staleTime: ASSIGNMENT_STALE_TIME,
  });

export const materialQuery = (id: number) =>
  queryOptions({
    queryKey: materialKeys.material(id),
    queryFn: async ({ signal }): Promise<Material> => (await api.get<MaterialAnswer>(materialPath(id), { signal })).data,
  });

/** One page of the lecturer's own materials; the table's filters are the query's names (type, weekSegment). */
export async function fetchMyMaterials(params: PagedListParams, signal: AbortSignal) {
  const query = { page: params.page, pageSize: params.pageSize, search: params.search || undefined, ...params.filters } as MyMaterialsQuery;
  const answer = await api.get<MaterialPage>(`${MATERIALS_PATHS.my}?${searchParamsOf(query)}`, { signal });
  return { rows: answer.data, total: answer.meta.total };
}

function useInvalidateMaterials() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MATERIALS_ROOT });
}

/** Where a form is sent: a new material of an assignment, or an existing material. */
export type MaterialTarget = { kind: 'create'; assignmentId: string } | { kind: 'update'; materialId: number };

export function useSaveMaterial() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: ({ target, body, onProgress }: { target: MaterialTarget; body: FormData; onProgress: UploadOptions['onProgress'] }) =>
      target.kind === 'create'
        ? upload<MaterialAnswer>('POST', assignmentMaterialsPath(target.assignmentId), body, { onProgress })
        : upload<MaterialAnswer>('PUT', materialPath(target.materialId), body, { onProgress }),
    onSuccess: invalidate,
  });
}

export function useDeleteMaterial() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ data: { id: number } }>(materialPath(id)),
    onSuccess: invalidate,
  });
}
