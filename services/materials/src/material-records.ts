// One material as the routes need it: the stored row when the caller may read it, and a checked form published
// for a course or section (with its author's name, then announced to its students).
import type { Material } from '@campus/contracts/materials';
import type { FastifyRequest } from 'fastify';
import { announceMaterial } from './announce.js';
import { materialError, type MaterialsContext } from './context.js';
import { findMaterial, insertMaterial, materialView, type StoredMaterial } from './db/material.repository.js';
import { columnsOf, fileColumns, type MaterialForm } from './material-form.js';
import { canRead, type Viewer } from './viewer.js';

/** The stored material as a rule sees it. */
export const placed = (row: StoredMaterial) => ({ courseId: row.course_id, sectionId: row.section_id, accessLevel: row.access_level, createdBy: row.created_by });

/** The material, when the viewer may read it: 404 when there is none, 403 when it is not theirs to see. */
export async function readableMaterial(context: MaterialsContext, request: FastifyRequest, id: number): Promise<{ row: StoredMaterial; viewer: Viewer }> {
  const row = await findMaterial(context.db, id);
  if (!row) throw materialError('MATERIAL_NOT_FOUND', 404);
  const viewer = await context.viewer(request);
  if (!canRead(viewer, placed(row))) throw materialError('MATERIAL_ACCESS_DENIED', 403);
  return { row, viewer };
}

/** Publishes a checked form for a course (and section): the row, with its author's name; then students are told. */
export async function publish(context: MaterialsContext, request: FastifyRequest, form: MaterialForm, where: { courseId: string; sectionId: string | null; semesterId?: string }): Promise<Material> {
  const columns = columnsOf(form.fields, context.deps.config.materials.embedHosts);
  const row = await insertMaterial(context.db, {
    ...columns,
    semester_id: columns.semester_id ?? where.semesterId ?? null,
    course_id: where.courseId,
    section_id: where.sectionId,
    ...fileColumns(columns.upload_mode === 'file' ? form.file : null),
    created_by: request.user.sub,
    author_name: await context.authorName(request.user.sub),
  });
  if (form.file && columns.upload_mode !== 'file') await context.storage.remove(form.file.key);
  await announceMaterial(context, row, request.log);
  return materialView(row);
}
