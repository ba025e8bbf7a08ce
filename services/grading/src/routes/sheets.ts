// A section's midterm sheet (read by its lecturer, administrators, quality assurance, its department's chair and
// its faculty's dean's office), the save (its lecturer or an administrator; one statement, 409 SHEET_CHANGED when
// the version named is not the stored one) and the legacy batch lookup.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BatchParams, GRADING_PATHS, MidtermBatch, MidtermNumberParams, MidtermSheet, SaveGradesBody } from '@campus/contracts/grading';
import { ErrorBody } from '@campus/contracts';
import type { GradingContext } from '../context.js';
import { batchOf, permittedSection, saveGrades, sheetOf } from '../sheets.js';
import { withCodeState } from '../publish/code-state.js';

export const LECTURER = { roles: ['lecturer'], scope: 'own' } as const;
export const READERS = { roles: ['lecturer', 'quality_assurance', 'chair', 'deans_office'], scope: 'unit' } as const;

export function sheetRoutes(context: GradingContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(GRADING_PATHS.sheet(':sectionId', ':number' as unknown as number), { config: { access: READERS }, schema: { summary: "A section's midterm: its students with their saved and published scores, status, version and bounds", params: MidtermNumberParams, response: { 200: Type.Object({ data: MidtermSheet }), 404: ErrorBody } } }, async (request) => {
      const { viewer, section } = await permittedSection(context, request, request.params.sectionId, request.params.number, 'read');
      return { data: await withCodeState(context, viewer, await sheetOf(context, section, request.params.number)) };
    });

    app.put(GRADING_PATHS.grades(':sectionId', ':number' as unknown as number), { config: { access: LECTURER, audit: 'midterm.updated' }, schema: { summary: "Save several students' scores of a section's midterm, all or none, from the version read (409 SHEET_CHANGED when another save came first; null clears a score)", params: MidtermNumberParams, body: SaveGradesBody, response: { 200: Type.Object({ data: MidtermSheet }), 404: ErrorBody, 409: ErrorBody } } }, async (request) => {
      const { viewer, section } = await permittedSection(context, request, request.params.sectionId, request.params.number, 'change');
      return { data: await saveGrades(context, viewer, section, request.params.number, request.body) };
    });

    app.get(GRADING_PATHS.batch(':batchId'), { config: { access: LECTURER }, schema: { summary: 'A midterm by its legacy batch id: its section and number (its lecturer or an administrator)', params: BatchParams, response: { 200: Type.Object({ data: MidtermBatch }), 404: ErrorBody } } }, async (request) => ({
      data: await batchOf(context, await context.viewer(request), request.params.batchId),
    }));
  };
}
