// What the learning area reads from the materials service: material lists and one material, how many each course
// of a page has, due-soon homework, and a signed download URL. The server decides what the caller may see.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, materialErrorText, searchParamsOf } from '@campus/shared-ui';
import {
  DUE_SOON_DEFAULTS,
  MATERIALS_PATHS,
  materialDownloadPath,
  materialPath,
  type DownloadUrl,
  type DueSoonAnswer,
  type DueSoonQuery,
  type Material,
  type MaterialAnswer,
  type MaterialCounts,
  type MaterialListQuery,
  type MaterialPage,
} from '@campus/contracts/materials';

export const MATERIALS_ROOT = ['materials'] as const;
/** SPEC §9: due-soon refetches every 5 minutes. */
export const DUE_SOON_REFETCH_MS = 5 * 60_000;
const LIST_PAGE_SIZE = 100;
/** A course page shows at most this many pages of its materials (500), more than a course holds in practice. */
const MAX_COURSE_PAGES = 5;

export function fetchMaterials(query: MaterialListQuery, signal?: AbortSignal): Promise<MaterialPage> {
  return api.get<MaterialPage>(`${MATERIALS_PATHS.materials}?${searchParamsOf(query)}`, { signal });
}

/** Every material of a course the caller may see, page after page. */
export const courseMaterialsQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT, 'course', courseId],
    queryFn: async ({ signal }) => {
      const materials: Material[] = [];
      for (let page = 1; page <= MAX_COURSE_PAGES; page++) {
        const { data, meta } = await fetchMaterials({ courseId, page, pageSize: LIST_PAGE_SIZE }, signal);
        materials.push(...data);
        if (materials.length >= meta.total || data.length === 0) break;
      }
      return materials;
    },
  });

/** How many materials of each of these courses (a page of cards) the caller may see, in one call. */
export const materialCountsQuery = (courseIds: string[]) =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT, 'counts', courseIds],
    queryFn: async ({ signal }) => {
      const answer = await api.get<MaterialCounts>(`${MATERIALS_PATHS.counts}?${searchParamsOf({ courseIds: courseIds.join(',') })}`, { signal });
      // A plain record, not a Map: the query cache is kept across reloads as JSON.
      return Object.fromEntries(answer.data.map((item) => [item.courseId, item.count])) as Record<string, number | undefined>;
    },
    enabled: courseIds.length > 0,
  });

export const materialQuery = (id: number) =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT, 'one', id],
    queryFn: async ({ signal }) => (await api.get<MaterialAnswer>(materialPath(id), { signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });

export const dueSoonQuery = (query: DueSoonQuery = {}) => {
  const full = { windowDays: DUE_SOON_DEFAULTS.windowDays, limit: DUE_SOON_DEFAULTS.limit, ...query };
  return queryOptions({
    queryKey: [...MATERIALS_ROOT, 'due-soon', full],
    queryFn: async ({ signal }) => (await api.get<DueSoonAnswer>(`${MATERIALS_PATHS.dueSoon}?${searchParamsOf(full)}`, { signal })).assignments,
    refetchInterval: DUE_SOON_REFETCH_MS,
    meta: { persist: false },
  });
};

/** Asks for a signed URL (valid a few minutes) and lets the browser fetch it as an attachment. */
export function useDownloadMaterial() {
  return useMutation({
    mutationFn: async (material: Pick<Material, 'id' | 'sectionId'>) => {
      if (!material.sectionId) throw new Error('This material has no section to download it from');
      const { url } = await api.get<DownloadUrl>(materialDownloadPath(material.sectionId, material.id));
      window.location.assign(url);
    },
  });
}

/** A materials call's failure in the person's language (by the service's error code). */
export function useMaterialErrorText(): (error: unknown) => string {
  const { t } = useTranslation('learning');
  return (error) => materialErrorText(t, error);
}
