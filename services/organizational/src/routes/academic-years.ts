// Academic years and their periods (/api/organizational/academic-years, /periods).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AcademicYear,
  AcademicYearCreateBody,
  IdParams,
  ORGANIZATIONAL_PATHS,
  PeriodCreateBody,
  PeriodUpdateBody,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { insertAcademicYear, insertPeriod, listAcademicYears, periodExists, updatePeriod } from '../db/academic-year.repository.js';
import { ACCESS } from '../scope.js';
import { unique } from '../sql.js';

export function academicYearRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    const academicYears = () => listAcademicYears(db);

    app.get(ORGANIZATIONAL_PATHS.academicYears, { config: { access: ACCESS.signedIn }, schema: { summary: 'Academic years, each with its periods (semesters)', response: { 200: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async () => ({
      data: await academicYears(),
    }));

    app.post(ORGANIZATIONAL_PATHS.academicYears, { config: { access: ACCESS.admin, audit: 'academic_year.created' }, schema: { summary: 'Create an academic year (admin)', body: AcademicYearCreateBody, response: { 201: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async (request, reply) => {
      const body = request.body;
      await unique(`Academic year ${body.name} already exists`, () =>
        insertAcademicYear(db, { name: body.name, starts_on: body.startsOn, ends_on: body.endsOn, is_active: body.isActive ?? false }),
      );
      return reply.status(201).send({ data: await academicYears() });
    });

    app.post(ORGANIZATIONAL_PATHS.periods, { config: { access: ACCESS.admin, audit: 'period.created' }, schema: { summary: 'Create a period (semester) of an academic year (admin)', body: PeriodCreateBody, response: { 201: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async (request, reply) => {
      const body = request.body;
      await unique(`Semester ${body.semester} of this academic year already exists`, () =>
        insertPeriod(db, { academic_year_id: body.academicYearId, name: body.name, semester: body.semester, starts_on: body.startsOn, ends_on: body.endsOn, is_active: body.isActive ?? false }),
      );
      return reply.status(201).send({ data: await academicYears() });
    });

    app.put(`${ORGANIZATIONAL_PATHS.periods}/:id`, { config: { access: ACCESS.admin, audit: 'period.updated' }, schema: { summary: 'Change a period\'s dates or make it the active one (admin)', params: IdParams, body: PeriodUpdateBody, response: { 200: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async (request) => {
      const body = request.body;
      await periodExists(db, request.params.id);
      const semesterTaken = `Semester ${body.semester} of this academic year already exists`;
      await unique(semesterTaken, () =>
        updatePeriod(db, request.params.id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.semester !== undefined ? { semester: body.semester } : {}),
          ...(body.startsOn !== undefined ? { starts_on: body.startsOn } : {}),
          ...(body.endsOn !== undefined ? { ends_on: body.endsOn } : {}),
          ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
        }),
      );
      return { data: await academicYears() };
    });
  };
}
