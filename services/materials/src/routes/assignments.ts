// Teaching assignments (a lecturer's sections) and their materials: the caller's assignments with counts, one
// assignment's materials (by week segment), publishing to it, and a signed download link of one of its files.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignmentMaterialParams,
  AssignmentMaterials,
  AssignmentMaterialsQuery,
  AssignmentParams,
  DOWNLOAD_URL_TTL_SECONDS,
  DownloadUrl,
  MATERIALS_PATHS,
  MaterialAnswer,
  MaterialFormFields,
  TeachingAssignmentList,
  type SectionReference,
  type TeachingAssignment,
} from '@campus/contracts/materials';
import { forbidden } from '@campus/kit';
import { countsBySection, readableBy, sectionMaterials, type SectionCounts } from '../db/material.repository.js';
import { materialError, type MaterialsContext } from '../context.js';
import { assertValid, keepingFileOnlyIfSaved, readMaterialForm } from '../material-form.js';
import { signDownload } from '../files/signed-url.js';
import { canPublish, canSeeSection } from '../viewer.js';
import { publish, readableMaterial } from '../material-records.js';

const SIGNED_IN = { signedIn: true } as const;
const ASSIGNMENT = `${MATERIALS_PATHS.assignment}/:assignmentId`;

function assignmentView(section: SectionReference, counts: SectionCounts | undefined): TeachingAssignment {
  return {
    id: section.sectionId,
    courseId: section.courseId,
    courseCode: section.courseCode,
    courseName: section.courseName,
    sectionNumber: section.sectionNumber,
    periodId: section.periodId,
    periodName: section.periodName,
    materialCount: counts?.materialCount ?? 0,
    countsByCategory: counts?.countsByCategory ?? {},
    nextDueAt: counts?.nextDueAt ?? null,
  };
}

export function assignmentRoutes(context: MaterialsContext): FastifyPluginAsyncTypebox {
  const { db, storage } = context;
  return async (app) => {
    app.get(MATERIALS_PATHS.assignments, { config: { access: { roles: ['lecturer'], scope: 'own' } }, schema: { summary: "The caller's teaching assignments (sections they teach) with material counts by category and the next due date", response: { 200: TeachingAssignmentList } } }, async (request) => {
      const viewer = await context.viewer(request);
      const counts = await countsBySection(db, viewer.teaching.map((section) => section.sectionId), new Date());
      return { data: viewer.teaching.map((section) => assignmentView(section, counts.get(section.sectionId))) };
    });

    app.get(ASSIGNMENT, { config: { access: SIGNED_IN }, schema: { summary: "One assignment (section) and the materials of it the caller may read, optionally of one week segment", params: AssignmentParams, querystring: AssignmentMaterialsQuery, response: { 200: AssignmentMaterials } } }, async (request) => {
      const viewer = await context.viewer(request);
      const section = await context.section(viewer, request.params.assignmentId);
      if (!canSeeSection(viewer, section)) throw materialError('MATERIAL_ACCESS_DENIED', 403);
      const visible = readableBy(viewer);
      const [counts, materials] = await Promise.all([
        countsBySection(db, [section.sectionId], new Date(), visible),
        sectionMaterials(db, visible, section.sectionId, request.query.weekSegment),
      ]);
      return { assignment: assignmentView(section, counts.get(section.sectionId)), materials };
    });

    app.post(ASSIGNMENT, { config: { access: { roles: ['lecturer'], scope: 'own' }, audit: 'material.created' }, schema: { summary: "Publish a material to an assignment (its lecturer, the course leader, admin): multipart with an optional file, or JSON", params: AssignmentParams, body: { content: { 'application/json': { schema: MaterialFormFields } } }, response: { 201: MaterialAnswer } } }, async (request, reply) => {
      const viewer = await context.viewer(request);
      const section = await context.section(viewer, request.params.assignmentId);
      if (!canPublish(viewer, section.courseId, section.sectionId)) throw forbidden('You can publish materials only to the sections you teach', 'MATERIAL_ACCESS_DENIED');
      const form = await readMaterialForm(request, storage);
      const data = await keepingFileOnlyIfSaved(storage, form, async () => {
        assertValid({ ...form.fields, assignmentId: section.sectionId }, 'assignment', form.file);
        return publish(context, request, form, { courseId: section.courseId, sectionId: section.sectionId, semesterId: section.periodId });
      });
      return reply.status(201).send({ data });
    });

    app.get(`${ASSIGNMENT}/material/:materialId/download`, { config: { access: SIGNED_IN }, schema: { summary: 'A link to download the file of an assignment material, valid 5 minutes (403 DOWNLOAD_NOT_ALLOWED when its lecturer allows viewing only)', params: AssignmentMaterialParams, response: { 200: DownloadUrl } } }, async (request) => {
      const { row } = await readableMaterial(context, request, request.params.materialId);
      if (row.section_id !== request.params.assignmentId) throw materialError('MATERIAL_NOT_FOUND', 404);
      if (!row.storage_key) throw materialError('FILE_NOT_FOUND', 404);
      if (!row.allow_download) throw materialError('DOWNLOAD_NOT_ALLOWED', 403);
      return signDownload(row.id, context.deps.config.materials.downloadSecret, DOWNLOAD_URL_TTL_SECONDS);
    });
  };
}
