// Who the caller is to materials, decided by the server from organizational's answer (never the client's word):
// the sections they teach or are enrolled in, the courses they lead or whose units they manage (the kit's
// CourseAccessCache keeps the answer 30 s per person).
import { hasRole } from '@campus/contracts';
import type { CourseAccess, SectionReference } from '@campus/contracts/materials';
import type { FastifyRequest } from 'fastify';

export interface Viewer {
  userId: string;
  isAdmin: boolean;
  /** admin and quality assurance read every material. */
  readsAll: boolean;
  teaching: SectionReference[];
  enrolled: SectionReference[];
  teachingSectionIds: Set<string>;
  enrolledSectionIds: Set<string>;
  enrolledCourseIds: Set<string>;
  ledCourseIds: Set<string>;
  /** Courses whose every material the person reads: taught, led, or in the units they manage. */
  staffCourseIds: Set<string>;
}

export function viewerOf(user: FastifyRequest['user'], access: CourseAccess): Viewer {
  const isAdmin = hasRole(user, 'admin');
  const teachingCourseIds = access.teaching.map((section) => section.courseId);
  return {
    userId: user.sub,
    isAdmin,
    readsAll: isAdmin || hasRole(user, 'quality_assurance'),
    teaching: access.teaching,
    enrolled: access.enrolled,
    teachingSectionIds: new Set(access.teaching.map((section) => section.sectionId)),
    enrolledSectionIds: new Set(access.enrolled.map((section) => section.sectionId)),
    enrolledCourseIds: new Set(access.enrolled.map((section) => section.courseId)),
    ledCourseIds: new Set(access.ledCourseIds),
    staffCourseIds: new Set([...teachingCourseIds, ...access.ledCourseIds, ...access.scopeCourseIds]),
  };
}

/** What a rule needs of a material. */
export interface Placed {
  courseId: string;
  sectionId: string | null;
  accessLevel: string;
  createdBy: string;
}

/**
 * Lecturer and staff: every material of their courses. Student: their section's (not `staff`), or any section's
 * of their course when `course` (a material of no section belongs to the whole course).
 */
export function canRead(viewer: Viewer, material: Placed): boolean {
  if (viewer.readsAll || viewer.staffCourseIds.has(material.courseId) || material.createdBy === viewer.userId) return true;
  if (material.accessLevel === 'staff') return false;
  if (material.sectionId && viewer.enrolledSectionIds.has(material.sectionId)) return true;
  return viewer.enrolledCourseIds.has(material.courseId) && (material.accessLevel === 'course' || material.sectionId === null);
}

/** Its author, the course leader, an administrator. */
export function canChange(viewer: Viewer, material: Placed): boolean {
  return viewer.isAdmin || material.createdBy === viewer.userId || viewer.ledCourseIds.has(material.courseId);
}

/** A lecturer of the section (or of any section of the course, for a course material), its leader, an administrator. */
export function canPublish(viewer: Viewer, courseId: string, sectionId: string | null): boolean {
  if (viewer.isAdmin || viewer.ledCourseIds.has(courseId)) return true;
  if (sectionId) return viewer.teachingSectionIds.has(sectionId);
  return viewer.teaching.some((section) => section.courseId === courseId);
}

/** Whether the person may open a teaching assignment (a section) at all. */
export function canSeeSection(viewer: Viewer, section: SectionReference): boolean {
  return viewer.readsAll || viewer.staffCourseIds.has(section.courseId) || viewer.enrolledCourseIds.has(section.courseId);
}
