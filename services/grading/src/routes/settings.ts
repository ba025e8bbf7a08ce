// What an area decides itself: GET and PUT one faculty's or department's settings (the dean's office its faculties
// and their departments, chairs their departments, administrators any; everyone else 403); and the caller's own
// area's default term, for the staff screens that choose a term.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AreaSettings, AreaSettingsChange, AreaSettingsQuery, ManagedUnits, MyArea, SETTINGS_MINE_PATH, SETTINGS_PATH, SETTINGS_UNITS_PATH } from '@campus/contracts/grading';
import { ErrorBody } from '@campus/contracts';
import type { AreaSettingsService } from '../settings/area-settings.js';

export const SETTINGS_ACCESS = { roles: ['deans_office', 'chair'], scope: 'unit' } as const;
/** Whoever opens the screens that choose a term (the board, the reports, the midterm overviews). */
const MINE_ACCESS = { roles: ['deans_office', 'chair', 'quality_assurance'], scope: 'unit' } as const;

export function settingsRoutes(settings: AreaSettingsService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(SETTINGS_UNITS_PATH, { config: { access: SETTINGS_ACCESS }, schema: { summary: "The faculties and departments whose settings the caller may change (the dean's office its faculties and their departments, a chair their departments, an administrator all)", response: { 200: Type.Object({ data: ManagedUnits }) } } }, async (request) => ({ data: await settings.units(request) }));

    app.get(SETTINGS_MINE_PATH, { config: { access: MINE_ACCESS }, schema: { summary: "The caller's own area (the dean's office's faculty; a chair's department) and the default term in force there, which the examination board, the reports and the midterm overviews open on; none for administrators and quality assurance", response: { 200: Type.Object({ data: MyArea }) } } }, async (request) => ({ data: await settings.mine(request) }));

    app.get(SETTINGS_PATH, { config: { access: SETTINGS_ACCESS }, schema: { summary: "A faculty's or department's own pass mark, at-risk rules and default term, the values in force and where they come from; a faculty's also lists its departments' own", querystring: AreaSettingsQuery, response: { 200: AreaSettings, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } } }, async (request) => settings.get(request, request.query));

    app.put(SETTINGS_PATH, { config: { access: SETTINGS_ACCESS, audit: 'area_settings.updated' }, schema: { summary: "Set a faculty's or department's own pass mark, at-risk rules and default term (inherit: true drops them: the department follows its faculty, the faculty the configuration)", querystring: AreaSettingsQuery, body: AreaSettingsChange, response: { 200: AreaSettings, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } } }, async (request) => settings.put(request, request.query, request.body));
  };
}
