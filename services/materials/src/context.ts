// What every materials route shares: the tables, the file store, organizational's answers about people (cached
// 30 s), the author's display name from auth, and the viewer of a request.
import type { InternalUsersResponse } from '@campus/contracts';
import {
  ORGANIZATIONAL_INTERNAL_PATHS,
  materialMessage,
  type CourseReference,
  type SectionReference,
} from '@campus/contracts/materials';
import { AppError, CourseAccessCache, type ServiceDeps } from '@campus/kit';
import type { FastifyRequest } from 'fastify';
import { materialsDatabase, type MaterialsDb } from './db/database.js';
import { storageFromConfig, type FileStorage } from './files/storage.js';
import { viewerOf, type Viewer } from './viewer.js';

export interface MaterialsContext {
  deps: ServiceDeps;
  db: MaterialsDb;
  storage: FileStorage;
  access: CourseAccessCache;
  viewer(request: FastifyRequest): Promise<Viewer>;
  /** A section with its course and period: the viewer's own, else organizational's (404 ASSIGNMENT_NOT_FOUND). */
  section(viewer: Viewer, sectionId: string): Promise<SectionReference>;
  course(courseId: string): Promise<CourseReference>;
  authorName(userId: string): Promise<string>;
}

export const materialError = (code: Parameters<typeof materialMessage>[0], status: number) => new AppError(status, code, materialMessage(code));

/** An upstream 404 in our words; anything else as it came. */
function notFoundAs(code: 'ASSIGNMENT_NOT_FOUND' | 'COURSE_NOT_FOUND') {
  return (error: unknown) => {
    if (error instanceof AppError && error.status === 404) {
      throw code === 'ASSIGNMENT_NOT_FOUND' ? materialError(code, 404) : new AppError(404, code, 'Course not found');
    }
    throw error;
  };
}

export function materialsContext(deps: ServiceDeps): MaterialsContext {
  const access = new CourseAccessCache(deps);
  return {
    deps,
    db: materialsDatabase(deps),
    storage: storageFromConfig(deps.config),
    access,
    viewer: access.viewers(viewerOf),
    async section(viewer, sectionId) {
      const own = [...viewer.teaching, ...viewer.enrolled].find((section) => section.sectionId === sectionId);
      if (own) return own;
      const answer = await deps.services
        .request<{ data: SectionReference }>('organizational', { method: 'GET', path: ORGANIZATIONAL_INTERNAL_PATHS.sectionReference(sectionId) })
        .catch(notFoundAs('ASSIGNMENT_NOT_FOUND'));
      return answer.data;
    },
    async course(courseId) {
      const answer = await deps.services
        .request<{ data: CourseReference }>('organizational', { method: 'GET', path: ORGANIZATIONAL_INTERNAL_PATHS.courseReference(courseId) })
        .catch(notFoundAs('COURSE_NOT_FOUND'));
      return answer.data;
    },
    async authorName(userId) {
      const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: [userId] } });
      return users[0]?.displayName ?? '';
    },
  };
}
