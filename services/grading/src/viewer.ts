// Who the caller is to grading, from organizational's answer (never the client's word), and the two rules: changing
// a section's grades is its lecturer's (or an administrator's); reading them is also quality assurance's, its
// department chair's and its faculty's dean's office's (CourseAccess.scopeCourseIds holds the courses of both).
import { hasRole } from '@campus/contracts';
import type { CourseAccess, SectionReference } from '@campus/contracts/materials';
import type { FastifyRequest } from 'fastify';

export interface Viewer {
  userId: string;
  isAdmin: boolean;
  /** Reads every section (quality assurance). */
  readsAll: boolean;
  access: CourseAccess;
}

export const viewerOf = (user: FastifyRequest['user'], access: CourseAccess): Viewer => ({
  userId: user.sub,
  isAdmin: hasRole(user, 'admin'),
  readsAll: hasRole(user, 'admin', 'quality_assurance'),
  access,
});

export const canChange = (viewer: Viewer, sectionId: string): boolean => viewer.isAdmin || viewer.access.teaching.some((section) => section.sectionId === sectionId);

export const canRead = (viewer: Viewer, section: Pick<SectionReference, 'sectionId' | 'courseId'>): boolean =>
  viewer.readsAll || canChange(viewer, section.sectionId) || viewer.access.scopeCourseIds.includes(section.courseId);
