// Course materials (/api/materials): the list of what the caller may read (filters, search), publishing (multipart
// with an optional file, or JSON for a link or an embed), how many of each course the caller reads, the author's own,
// one material, its update and removal.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MATERIALS_PATHS,
  MaterialAnswer,
  MaterialCounts,
  MaterialCountsQuery,
  MaterialDeleted,
  MaterialFormFields,
  MaterialIdParams,
  MaterialListQuery,
  MaterialPage,
  MyMaterialsQuery,
  fieldError,
  type Material,
} from '@campus/contracts/materials';
import { forbidden } from '@campus/kit';
import { countsByCourse, deleteMaterial, listMaterials, materialView, readableBy, updateMaterial, type StoredMaterial } from '../db/material.repository.js';
import type { MaterialsContext } from '../context.js';
import { placed, publish, readableMaterial } from '../material-records.js';
import { assertValid, columnsOf, fileColumns, keepingFileOnlyIfSaved, readMaterialForm, validationFailed, type MaterialForm } from '../material-form.js';
import { canChange, canPublish } from '../viewer.js';

const LECTURER = { roles: ['lecturer'], scope: 'own' } as const;
const SIGNED_IN = { signedIn: true } as const;
/** JSON bodies are checked by checkMaterialFields (the spec's messages); multipart forms carry the same fields. */
const FORM_BODY = { content: { 'application/json': { schema: MaterialFormFields } } };

export function materialRoutes(context: MaterialsContext): FastifyPluginAsyncTypebox {
  const { db, storage } = context;
  return async (app) => {
    app.get(MATERIALS_PATHS.materials, { config: { access: SIGNED_IN }, schema: { summary: 'The materials the caller may read: filters by course, section, type, week segment and category; search by words of name and description', querystring: MaterialListQuery, response: { 200: MaterialPage } } }, async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return listMaterials(db, readableBy(await context.viewer(request)), filter, { page, pageSize });
    });

    app.post(MATERIALS_PATHS.materials, { config: { access: LECTURER, audit: 'material.created' }, schema: { summary: 'Publish a course material (lecturer of the course, its leader, admin): multipart with an optional file, or JSON', body: FORM_BODY, response: { 201: MaterialAnswer } } }, async (request, reply) => {
      const form = await readMaterialForm(request, storage);
      const data = await keepingFileOnlyIfSaved(storage, form, async () => {
        assertValid(form.fields, 'create', form.file);
        const courseId = String(form.fields.courseId);
        const sectionId = typeof form.fields.sectionId === 'string' ? form.fields.sectionId : null;
        const viewer = await context.viewer(request);
        const placedIn = sectionId ? await context.section(viewer, sectionId) : undefined;
        if (placedIn && placedIn.courseId !== courseId) throw validationFailed([fieldError('sectionId', 'SECTION_NOT_IN_COURSE')]);
        if (!placedIn) await context.course(courseId);
        if (!canPublish(viewer, courseId, sectionId)) throw forbidden('You can publish materials only in the courses you teach', 'MATERIAL_ACCESS_DENIED');
        // A section's material belongs to the section's semester unless the form names one.
        return publish(context, request, form, { courseId, sectionId, semesterId: placedIn?.periodId });
      });
      return reply.status(201).send({ data });
    });

    app.get(MATERIALS_PATHS.counts, { config: { access: SIGNED_IN }, schema: { summary: 'How many materials of each course (courseIds, comma-separated, at most 100) the caller may read: a page of course cards in one call', querystring: MaterialCountsQuery, response: { 200: MaterialCounts } } }, async (request) => {
      return { data: await countsByCourse(db, request.query.courseIds.split(','), readableBy(await context.viewer(request))) };
    });

    app.get(MATERIALS_PATHS.my, { config: { access: SIGNED_IN }, schema: { summary: "The caller's own materials, newest first", querystring: MyMaterialsQuery, response: { 200: MaterialPage } } }, async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return listMaterials(db, readableBy(await context.viewer(request)), { ...filter, createdBy: request.user.sub }, { page, pageSize });
    });

    app.get(`${MATERIALS_PATHS.materials}/:id`, { config: { access: SIGNED_IN }, schema: { summary: 'One material the caller may read', params: MaterialIdParams, response: { 200: MaterialAnswer } } }, async (request) => {
      const { row } = await readableMaterial(context, request, request.params.id);
      return { data: materialView(row) };
    });

    app.put(`${MATERIALS_PATHS.materials}/:id`, { config: { access: LECTURER, audit: 'material.updated' }, schema: { summary: 'Change a material (its author, the course leader, admin): JSON, or multipart with a new file', params: MaterialIdParams, body: FORM_BODY, response: { 200: MaterialAnswer } } }, async (request) => {
      const { row, viewer } = await readableMaterial(context, request, request.params.id);
      if (!canChange(viewer, placed(row))) throw forbidden('Only its author, the course leader or an administrator can change this material', 'MATERIAL_ACCESS_DENIED');
      const form = await readMaterialForm(request, storage, row.type);
      const data = await keepingFileOnlyIfSaved(storage, form, () => change(context, row, form));
      return { data };
    });

    app.delete(`${MATERIALS_PATHS.materials}/:id`, { config: { access: LECTURER, audit: 'material.deleted' }, schema: { summary: 'Remove a material and its stored file (its author, the course leader, admin)', params: MaterialIdParams, response: { 200: MaterialDeleted } } }, async (request) => {
      const { row, viewer } = await readableMaterial(context, request, request.params.id);
      if (!canChange(viewer, placed(row))) throw forbidden('Only its author, the course leader or an administrator can remove this material', 'MATERIAL_ACCESS_DENIED');
      await deleteMaterial(db, row.id);
      if (row.storage_key) await storage.remove(row.storage_key).catch((error: unknown) => request.log.warn({ err: error }, 'a removed material\'s file stays in storage'));
      return { data: { id: row.id } };
    });
  };
}

/** The stored material with the form over it: checked as a whole, a new file replacing the old one. */
async function change(context: MaterialsContext, row: StoredMaterial, form: MaterialForm): Promise<Material> {
  const stored = materialView(row);
  // Name and description come with every update (spec: Material update); the rest default to what is stored.
  const { name, description } = form.fields;
  const fields = { ...stored, link: stored.link ?? undefined, embedCode: stored.embedCode ?? undefined, dueAt: stored.dueAt ?? undefined, ...form.fields, name, description, id: form.fields.id ?? row.id };
  // The update names the material in its path; a body that names another one is refused.
  if (String(fields.id) !== String(row.id)) throw validationFailed([{ field: 'id', code: 'ID_INVALID', message: 'id must be the material of the path', params: { field: 'id' } }]);
  const kept = !form.file && row.storage_key ? { size: Number(row.file_size), mimeType: row.mime_type ?? '' } : null;
  assertValid(fields, 'update', form.file ?? kept);
  const columns = columnsOf(fields, context.deps.config.materials.embedHosts);
  const replacesFile = form.file !== null || columns.upload_mode !== 'file';
  const updated = await updateMaterial(context.db, row.id, { ...columns, ...(replacesFile ? fileColumns(columns.upload_mode === 'file' ? form.file : null) : {}) });
  if (replacesFile && row.storage_key && row.storage_key !== updated.storage_key) await context.storage.remove(row.storage_key);
  if (form.file && updated.storage_key !== form.file.key) await context.storage.remove(form.file.key);
  return materialView(updated);
}
