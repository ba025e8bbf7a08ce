// Homework due soon (GET /api/assignments/due-soon): a student's from their sections, a lecturer's from the
// sections they teach; with includeClosed also those due in the past window, marked closed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DUE_SOON_DEFAULTS, DueSoonAnswer, DueSoonQuery, MATERIALS_PATHS, type DueSoonAssignment, type SectionReference } from '@campus/contracts/materials';
import { dueHomework } from '../db/material.repository.js';
import type { MaterialsContext } from '../context.js';

const DAY_MS = 86_400_000;

export function dueSoonRoutes(context: MaterialsContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(MATERIALS_PATHS.dueSoon, { config: { access: { signedIn: true } }, schema: { summary: "Homework due within windowDays in the caller's sections (enrolled or taught), earliest first; includeClosed adds those due in the past windowDays", querystring: DueSoonQuery, response: { 200: DueSoonAnswer } } }, async (request) => {
      const { windowDays = DUE_SOON_DEFAULTS.windowDays, limit = DUE_SOON_DEFAULTS.limit, sectionId, includeClosed = false } = request.query;
      const viewer = await context.viewer(request);
      const chosen = (sections: SectionReference[]) => sections.filter((section) => !sectionId || section.sectionId === sectionId);
      const teaching = chosen(viewer.teaching);
      const enrolled = chosen(viewer.enrolled);
      if (!teaching.length && !enrolled.length) return { assignments: [] };
      const now = Date.now();
      const rows = await dueHomework(context.db, {
        from: new Date(includeClosed ? now - windowDays * DAY_MS : now),
        to: new Date(now + windowDays * DAY_MS),
        limit,
        teaching: { sectionIds: teaching.map((section) => section.sectionId), courseIds: teaching.map((section) => section.courseId) },
        enrolled: { sectionIds: enrolled.map((section) => section.sectionId), courseIds: enrolled.map((section) => section.courseId) },
      });
      const sections = [...teaching, ...enrolled];
      return {
        assignments: rows.map((row): DueSoonAssignment => {
          // A course-wide homework is shown under the caller's own section of that course.
          const section = sections.find((one) => one.sectionId === row.section_id) ?? sections.find((one) => one.courseId === row.course_id)!;
          const dueAt = new Date(row.due_at!);
          return {
            id: row.id,
            name: row.name,
            courseId: row.course_id,
            courseCode: section.courseCode,
            courseName: section.courseName,
            sectionId: section.sectionId,
            sectionNumber: section.sectionNumber,
            dueAt: dueAt.toISOString(),
            closed: dueAt.getTime() < now,
          };
        }),
      };
    });
  };
}
