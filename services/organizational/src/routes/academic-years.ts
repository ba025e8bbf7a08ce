// Academic years and their periods (/api/organizational/academic-years, /periods).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '@campus/kit';
import {
  AcademicYear,
  AcademicYearCreateBody,
  IdParams,
  PeriodCreateBody,
  PeriodUpdateBody,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { dateOnly } from '../lists.js';
import { ACCESS } from '../scope.js';
import { unique } from '../sql.js';

export function academicYearRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    const academicYears = async (): Promise<AcademicYear[]> => {
      const years = await db.selectFrom('academic_years').selectAll().orderBy('starts_on', 'desc').execute();
      const periods = await db.selectFrom('periods').selectAll().orderBy('starts_on').execute();
      return years.map((year) => ({
        id: year.id,
        name: year.name,
        startsOn: dateOnly(year.starts_on),
        endsOn: dateOnly(year.ends_on),
        isActive: year.is_active,
        periods: periods
          .filter((period) => period.academic_year_id === year.id)
          .map((period) => ({
            id: period.id,
            academicYearId: period.academic_year_id,
            name: period.name,
            semester: period.semester,
            startsOn: dateOnly(period.starts_on),
            endsOn: dateOnly(period.ends_on),
            isActive: period.is_active,
          })),
      }));
    };

    app.get('/api/organizational/academic-years', { config: { access: ACCESS.signedIn }, schema: { summary: 'Academic years, each with its periods (semesters)', response: { 200: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async () => ({
      data: await academicYears(),
    }));

    app.post('/api/organizational/academic-years', { config: { access: ACCESS.admin, audit: 'academic_year.created' }, schema: { summary: 'Create an academic year (admin)', body: AcademicYearCreateBody, response: { 201: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async (request, reply) => {
      const body = request.body;
      await unique(`Academic year ${body.name} already exists`, async () => {
        await db.transaction().execute(async (trx) => {
          if (body.isActive) await trx.updateTable('academic_years').set({ is_active: false, updated_at: new Date() }).where('is_active', '=', true).execute();
          await trx.insertInto('academic_years').values({ name: body.name, starts_on: body.startsOn, ends_on: body.endsOn, is_active: body.isActive ?? false }).execute();
        });
      });
      return reply.status(201).send({ data: await academicYears() });
    });

    app.post('/api/organizational/periods', { config: { access: ACCESS.admin, audit: 'period.created' }, schema: { summary: 'Create a period (semester) of an academic year (admin)', body: PeriodCreateBody, response: { 201: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async (request, reply) => {
      const body = request.body;
      await unique(`Semester ${body.semester} of this academic year already exists`, async () => {
        await db.transaction().execute(async (trx) => {
          if (body.isActive) await trx.updateTable('periods').set({ is_active: false, updated_at: new Date() }).where('is_active', '=', true).execute();
          await trx
            .insertInto('periods')
            .values({ academic_year_id: body.academicYearId, name: body.name, semester: body.semester, starts_on: body.startsOn, ends_on: body.endsOn, is_active: body.isActive ?? false })
            .execute();
        });
      });
      return reply.status(201).send({ data: await academicYears() });
    });

    app.put('/api/organizational/periods/:id', { config: { access: ACCESS.admin, audit: 'period.updated' }, schema: { summary: 'Change a period\'s dates or make it the active one (admin)', params: IdParams, body: PeriodUpdateBody, response: { 200: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async (request) => {
      const body = request.body;
      const found = await db.selectFrom('periods').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!found) throw notFound('Period not found');
      const semesterTaken = `Semester ${body.semester} of this academic year already exists`;
      await unique(semesterTaken, () => db.transaction().execute(async (trx) => {
        if (body.isActive) await trx.updateTable('periods').set({ is_active: false, updated_at: new Date() }).where('is_active', '=', true).execute();
        await trx
          .updateTable('periods')
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.semester !== undefined ? { semester: body.semester } : {}),
            ...(body.startsOn !== undefined ? { starts_on: body.startsOn } : {}),
            ...(body.endsOn !== undefined ? { ends_on: body.endsOn } : {}),
            ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', request.params.id)
          .execute();
      }));
      return { data: await academicYears() };
    });
  };
}
