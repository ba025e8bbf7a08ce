// Who the caller is to attendance, from organizational's answer (never the client's word), and the two rules:
// marking a section is its lecturer's (or an administrator's); reading it is also its department chair's and its
// faculty's dean's office's.
import { hasRole } from '@campus/contracts';
import type { CourseAccess, SectionReference } from '@campus/contracts/materials';
import type { FastifyRequest } from 'fastify';

export interface Viewer {
  userId: string;
  isAdmin: boolean;
  access: CourseAccess;
}

export const viewerOf = (user: FastifyRequest['user'], access: CourseAccess): Viewer => ({ userId: user.sub, isAdmin: hasRole(user, 'admin'), access });

export const canMark = (viewer: Viewer, sectionId: string): boolean => viewer.isAdmin || viewer.access.teaching.some((section) => section.sectionId === sectionId);

export const canRead = (viewer: Viewer, section: SectionReference): boolean => canMark(viewer, section.sectionId) || viewer.access.scopeCourseIds.includes(section.courseId);
