// Study programs (/api/organizational/programs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict } from '@campus/kit';
import { DataList, DataOne, DeletedResponse, IdParams, ORGANIZATIONAL_PATHS, Program, ProgramCreateBody, ProgramListQuery, ProgramUpdateBody } from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { departmentExists } from '../db/department.repository.js';
import { deleteProgram, insertProgram, listPrograms, oneProgram, updateProgram } from '../db/program.repository.js';
import { ACCESS, assertDepartment, assertReadsStructure, scopeOf } from '../scope.js';
import { unique } from '../sql.js';

export function programRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ORGANIZATIONAL_PATHS.programs, { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Programs: search, filters by department, level and state, pages', querystring: ProgramListQuery, response: { 200: DataList(Program) } } }, async (request) => {
      return listPrograms(db, request.query);
    });

    app.get(`${ORGANIZATIONAL_PATHS.programs}/:id`, { config: { access: ACCESS.staff }, schema: { summary: 'One program with its student and group counts', params: IdParams, response: { 200: DataOne(Program) } } }, async (request) => {
      const program = await oneProgram(db, request.params.id);
      assertReadsStructure(await scopeOf(db, request), program);
      return { data: program };
    });

    app.post(ORGANIZATIONAL_PATHS.programs, { config: { access: ACCESS.deansOffice, audit: 'program.created' }, schema: { summary: 'Create a program in a department (dean\'s office)', body: ProgramCreateBody, response: { 201: DataOne(Program) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      await departmentExists(db, body.departmentId);
      assertDepartment(scope, body.departmentId);
      return unique(`A program with code "${body.code}" already exists`, async () => {
        const id = await insertProgram(db, {
            code: body.code.trim(),
            name: JSON.stringify(body.name),
            level: body.level,
            duration_years: body.durationYears,
            department_id: body.departmentId,
            description: body.description ?? null,
            ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
        });
        return reply.status(201).send({ data: await oneProgram(db, id) });
      });
    });

    app.put(`${ORGANIZATIONAL_PATHS.programs}/:id`, { config: { access: ACCESS.deansOffice, audit: 'program.updated' }, schema: { summary: 'Change a program (dean\'s office)', params: IdParams, body: ProgramUpdateBody, response: { 200: DataOne(Program) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const program = await oneProgram(db, request.params.id);
      assertDepartment(scope, program.departmentId);
      const body = request.body;
      if (body.departmentId) {
        await departmentExists(db, body.departmentId);
        assertDepartment(scope, body.departmentId);
      }
      await unique(`A program with code "${body.code}" already exists`, async () => {
        await updateProgram(db, program.id, {
            ...(body.code !== undefined ? { code: body.code.trim() } : {}),
            ...(body.name !== undefined ? { name: JSON.stringify(body.name) } : {}),
            ...(body.level !== undefined ? { level: body.level } : {}),
            ...(body.durationYears !== undefined ? { duration_years: body.durationYears } : {}),
            ...(body.departmentId !== undefined ? { department_id: body.departmentId } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
        });
      });
      return { data: await oneProgram(db, program.id) };
    });

    app.delete(`${ORGANIZATIONAL_PATHS.programs}/:id`, { config: { access: ACCESS.deansOffice, audit: 'program.deleted' }, schema: { summary: 'Delete a program without students or groups (dean\'s office)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const program = await oneProgram(db, request.params.id);
      assertDepartment(scope, program.departmentId);
      if (program.studentCount > 0 || program.groupCount > 0) {
        throw conflict(`Program "${program.code}" still has ${program.studentCount} student(s) and ${program.groupCount} group(s); move them first`, 'IN_USE');
      }
      await deleteProgram(db, program.id);
      return { data: { id: program.id } };
    });
  };
}
