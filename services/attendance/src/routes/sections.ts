// A section's attendance: its sessions, a day's roster with marks, the bulk marking and the matrix; and the
// sections a lecturer teaches on a day. Marking is the section's lecturer's (or an administrator's); reading is
// also its department chair's and its faculty's dean's office's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ATTENDANCE_PATHS,
  AttendanceMatrix,
  ClassSession,
  LecturerSectionsQuery,
  MarksBody,
  MarksResult,
  MatrixQuery,
  Roster,
  RosterQuery,
  SectionParams,
  SessionsQuery,
  TeachingSection,
  sectionAttendancePath,
} from '@campus/contracts/attendance';
import type { AttendanceContext } from '../context.js';
import { lecturerSections, markSection, matrixOf, permittedSection, rosterOn, sessionsOf } from '../section-attendance.js';

const LECTURER = { roles: ['lecturer'], scope: 'own' } as const;
const READERS = { roles: ['lecturer', 'chair', 'deans_office'], scope: 'unit' } as const;
const path = (part: Parameters<typeof sectionAttendancePath>[1]) => sectionAttendancePath(':sectionId', part);

export function sectionRoutes(context: AttendanceContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ATTENDANCE_PATHS.lecturerSections, { config: { access: LECTURER }, schema: { summary: "The caller's sections of the active period with their sessions on the date (default today), those with a class that day first, by start time", querystring: LecturerSectionsQuery, response: { 200: Type.Object({ data: Type.Array(TeachingSection) }) } } }, async (request) => ({
      data: await lecturerSections(context, await context.viewer(request), request.query.date ?? context.today()),
    }));

    app.get(path('sessions'), { config: { access: READERS }, schema: { summary: "The section's sessions between from and to (default its period), holidays left out", params: SectionParams, querystring: SessionsQuery, response: { 200: Type.Object({ data: Type.Array(ClassSession) }) } } }, async (request) => {
      const { section } = await permittedSection(context, request, request.params.sectionId, 'read');
      return { data: await sessionsOf(context, section, request.query) };
    });

    app.get(path('roster'), { config: { access: READERS }, schema: { summary: "The section's students on a date with their marks, and its sessions that day", params: SectionParams, querystring: RosterQuery, response: { 200: Type.Object({ data: Roster }) } } }, async (request) => {
      await permittedSection(context, request, request.params.sectionId, 'read');
      return { data: await rosterOn(context, request.params.sectionId, request.query.date) };
    });

    app.put(path('marks'), { config: { access: LECTURER, audit: 'attendance.updated' }, schema: { summary: "Set several students' status (and notes) on a class day of the section, all or none; idempotent, a later stored mark is kept ('unmarked' removes a mark)", params: SectionParams, body: MarksBody, response: { 200: Type.Object({ data: MarksResult }) } } }, async (request) => {
      const { viewer } = await permittedSection(context, request, request.params.sectionId, 'mark');
      return { data: await markSection(context, viewer, request.params.sectionId, request.body) };
    });

    app.get(path('matrix'), { config: { access: READERS }, schema: { summary: "The section's students × its session dates between from and to (default its period up to today)", params: SectionParams, querystring: MatrixQuery, response: { 200: Type.Object({ data: AttendanceMatrix }) } } }, async (request) => {
      const { section } = await permittedSection(context, request, request.params.sectionId, 'read');
      return { data: await matrixOf(context, section, request.query) };
    });
  };
}
