// Study programs (/api/organizational/programs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { conflict, notFound } from '@campus/kit';
import {
  DataList,
  DataOne,
  DeletedResponse,
  IdParams,
  Program,
  ProgramCreateBody,
  ProgramListQuery,
  ProgramUpdateBody,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { containsPattern, iso, nameSearch, paging, sortColumn } from '../lists.js';
import { ACCESS, assertDepartment, assertReadsStructure, scopeOf } from '../scope.js';
import { unique, where } from '../sql.js';
import { facultyOfDepartment } from '../db/department.repository.js';
import { selectPrograms } from '../db/program.repository.js';

async function programViews(db: OrgDb, filter = sql``): Promise<Program[]> {
  const rows = await selectPrograms(db, filter);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    level: row.level,
    durationYears: row.duration_years,
    departmentId: row.department_id,
    departmentName: row.department_name,
    facultyId: row.faculty_id,
    description: row.description,
    isActive: row.is_active,
    studentCount: row.student_count,
    groupCount: row.group_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

async function oneProgram(db: OrgDb, id: string): Promise<Program> {
  const [program] = await programViews(db, sql`where p.id = ${id}`);
  if (!program) throw notFound('Program not found');
  return program;
}

const PROGRAM_SORTS = { code: 'p.code', name: "p.name->>'hy'", level: 'p.level', createdAt: 'p.created_at' };

export function programRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    // ---- programs
    app.get('/api/organizational/programs', { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Programs: search, filters by department, level and state, pages', querystring: ProgramListQuery, response: { 200: DataList(Program) } } }, async (request) => {
      const query = request.query;
      const page = paging(query);
      const order = sortColumn(query, PROGRAM_SORTS, 'code');
      const filter = where([
        query.departmentId ? sql`p.department_id = ${query.departmentId}` : undefined,
        query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined,
        query.level ? sql`p.level = ${query.level}` : undefined,
        nameSearch('p', containsPattern(query.search)),
      ]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.programs p join organizational.departments d on d.id = p.department_id ${filter}`.execute(db);
      const data = await programViews(db, sql`${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, p.id limit ${page.pageSize} offset ${page.offset}`);
      return { data, total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
    });

    app.get('/api/organizational/programs/:id', { config: { access: ACCESS.staff }, schema: { summary: 'One program with its student and group counts', params: IdParams, response: { 200: DataOne(Program) } } }, async (request) => {
      const program = await oneProgram(db, request.params.id);
      assertReadsStructure(await scopeOf(db, request), program);
      return { data: program };
    });

    app.post('/api/organizational/programs', { config: { access: ACCESS.deansOffice, audit: 'program.created' }, schema: { summary: 'Create a program in a department (dean\'s office)', body: ProgramCreateBody, response: { 201: DataOne(Program) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      await facultyOfDepartment(db, body.departmentId);
      assertDepartment(scope, body.departmentId);
      return unique(`A program with code "${body.code}" already exists`, async () => {
        const row = await db
          .insertInto('programs')
          .values({
            code: body.code.trim(),
            name: JSON.stringify(body.name),
            level: body.level,
            duration_years: body.durationYears,
            department_id: body.departmentId,
            description: body.description ?? null,
            ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ data: await oneProgram(db, row.id) });
      });
    });

    app.put('/api/organizational/programs/:id', { config: { access: ACCESS.deansOffice, audit: 'program.updated' }, schema: { summary: 'Change a program (dean\'s office)', params: IdParams, body: ProgramUpdateBody, response: { 200: DataOne(Program) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const program = await oneProgram(db, request.params.id);
      assertDepartment(scope, program.departmentId);
      const body = request.body;
      if (body.departmentId) {
        await facultyOfDepartment(db, body.departmentId);
        assertDepartment(scope, body.departmentId);
      }
      await unique(`A program with code "${body.code}" already exists`, async () => {
        await db
          .updateTable('programs')
          .set({
            ...(body.code !== undefined ? { code: body.code.trim() } : {}),
            ...(body.name !== undefined ? { name: JSON.stringify(body.name) } : {}),
            ...(body.level !== undefined ? { level: body.level } : {}),
            ...(body.durationYears !== undefined ? { duration_years: body.durationYears } : {}),
            ...(body.departmentId !== undefined ? { department_id: body.departmentId } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', program.id)
          .execute();
      });
      return { data: await oneProgram(db, program.id) };
    });

    app.delete('/api/organizational/programs/:id', { config: { access: ACCESS.deansOffice, audit: 'program.deleted' }, schema: { summary: 'Delete a program without students or groups (dean\'s office)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const program = await oneProgram(db, request.params.id);
      assertDepartment(scope, program.departmentId);
      if (program.studentCount > 0 || program.groupCount > 0) {
        throw conflict(`Program "${program.code}" still has ${program.studentCount} student(s) and ${program.groupCount} group(s); move them first`, 'IN_USE');
      }
      await db.deleteFrom('programs').where('id', '=', program.id).execute();
      return { data: { id: program.id } };
    });
  };
}
