// The overview's figures: the total of each list (one row requested, the total read), and accounts per role.
import { queryOptions } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, ROLES } from '@campus/contracts';
import { api } from '@campus/shared-ui';

export const figureKeys = { all: ['admin', 'overview'] as const };

/** Each figure: where its total comes from and the field the list is under. */
export const FIGURES = {
  users: '/api/auth/users?pageSize=1',
  students: `${ORGANIZATIONAL_PATHS.students}?pageSize=1`,
  instructors: `${ORGANIZATIONAL_PATHS.instructors}?pageSize=1`,
  courses: `${ORGANIZATIONAL_PATHS.courses}?pageSize=1`,
  programs: `${ORGANIZATIONAL_PATHS.programs}?pageSize=1`,
  faculties: `${ORGANIZATIONAL_PATHS.faculties}?pageSize=1`,
  departments: `${ORGANIZATIONAL_PATHS.departments}?pageSize=1`,
} as const;

export type Figure = keyof typeof FIGURES;

export const figureQuery = (figure: Figure) =>
  queryOptions({
    queryKey: [...figureKeys.all, figure],
    queryFn: async ({ signal }) => (await api.get<{ total: number }>(FIGURES[figure], { signal })).total,
    staleTime: 60_000,
  });

export const usersByRoleQuery = () =>
  queryOptions({
    queryKey: [...figureKeys.all, 'users-by-role'],
    queryFn: async ({ signal }) => {
      const counts = await Promise.all(
        ROLES.map(async (role) => ({
          role,
          total: (await api.get<{ total: number }>(`/api/auth/users?pageSize=1&role=${role}`, { signal })).total,
        })),
      );
      const inactive = (await api.get<{ total: number }>('/api/auth/users?pageSize=1&status=inactive', { signal })).total;
      return { counts, inactive };
    },
    staleTime: 60_000,
  });
