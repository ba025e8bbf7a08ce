// Faculties (/api/organizational/faculties), the caller's own faculty and the faculty dashboard.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, conflict, forbidden, notFound, type ServiceDeps } from '@campus/kit';
import type { InternalUsersResponse } from '@campus/contracts';
import {
  AccountLink,
  DataList,
  DataOne,
  DeletedResponse,
  Faculty,
  FacultyCreateBody,
  FacultyDashboard,
  FacultyListQuery,
  FacultyStaffLinkBody,
  FacultyStaffMember,
  FacultyStaffParams,
  FacultyUpdateBody,
  FacultyWithDeanBody,
  IdParams,
  ORGANIZATIONAL_PATHS,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { ensureAccount, lookupUsers, normalizeEmail, roleGrant } from '../accounts.js';
import { iso } from '../lists.js';
import { ACCESS, assertFaculty, canReadFaculty, scopeOf } from '../scope.js';
import { unique } from '../sql.js';
import {
  deleteFaculty,
  facultyFigures,
  facultyOfPerson,
  facultyRecord,
  findFaculty,
  insertFaculty,
  listFaculties,
  updateFaculty,
  type FacultyCountsRow,
} from '../db/faculty.repository.js';
import { facultyStaff, linkFacultyStaff, unlinkFacultyStaff } from '../db/faculty-staff.repository.js';
import { facultyDean, releaseFormerHolders, releaseFormerLeader, releaseRole, saveWithLeader } from '../unit-leaders.js';

/** The faculties with their deans' names and emails from auth. */
async function facultyViews(deps: ServiceDeps, rows: FacultyCountsRow[]): Promise<Faculty[]> {
  const people = await lookupUsers(deps, rows.map((row) => row.dean_user_id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    deanUserId: row.dean_user_id,
    deanName: row.dean_user_id ? (people.get(row.dean_user_id)?.name ?? null) : null,
    deanEmail: row.dean_user_id ? (people.get(row.dean_user_id)?.email ?? null) : null,
    departmentCount: row.department_count,
    studentCount: row.student_count,
    lecturerCount: row.lecturer_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

async function oneFaculty(db: OrgDb, deps: ServiceDeps, id: string): Promise<Faculty> {
  const row = await findFaculty(db, id);
  if (!row) throw notFound('Faculty not found');
  return (await facultyViews(deps, [row]))[0]!;
}

/** The faculty's dean's office: its dean first, then the staff linked to it, with names and emails from auth. */
async function staffViews(db: OrgDb, deps: ServiceDeps, faculty: { id: string; dean_user_id: string | null }): Promise<FacultyStaffMember[]> {
  const rows = [...(faculty.dean_user_id ? [{ user_id: faculty.dean_user_id, created_at: null }] : []), ...(await facultyStaff(db, faculty.id))];
  const people = await lookupUsers(deps, rows.map((row) => row.user_id));
  return rows.map((row) => ({
    userId: row.user_id,
    name: people.get(row.user_id)?.name ?? null,
    email: people.get(row.user_id)?.email ?? null,
    isDean: row.created_at === null,
    linkedAt: row.created_at ? iso(row.created_at) : null,
  }));
}

/** The id of the account a staff link names, by id or by email: 400 when it names none or an unknown email. */
async function staffAccountId(deps: ServiceDeps, body: FacultyStaffLinkBody): Promise<string> {
  if (body.userId && body.email) throw badRequest('Name the account by userId or by email, not both', { field: 'email' }, 'VALIDATION_FAILED');
  if (body.userId) return body.userId;
  if (!body.email) throw badRequest('Name the account to link: userId or email', { field: 'userId' }, 'VALIDATION_FAILED');
  const email = normalizeEmail(body.email);
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [email] } });
  const user = users.find((candidate) => candidate.email === email);
  if (!user) throw badRequest(`email: no account has the email ${email}`, { field: 'email' }, 'UNKNOWN_USER');
  return user.id;
}

/** A saved faculty, with the dean's account when one was linked by this request. */
const FacultySaved = Type.Object({ data: Faculty, dean: Type.Optional(AccountLink) });

export function facultyRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // ---- the caller's own faculty: null rather than an error when there is none
    app.get(ORGANIZATIONAL_PATHS.myFaculty, { config: { access: ACCESS.signedIn }, schema: { summary: 'The faculty the signed-in dean\'s office runs', response: { 200: Type.Object({ data: Type.Union([Faculty, Type.Null()]) }) } } }, async (request) => {
      const facultyId = await facultyOfPerson(db, request.user.sub);
      const row = facultyId ? await findFaculty(db, facultyId) : undefined;
      return { data: row ? (await facultyViews(deps, [row]))[0]! : null };
    });

    app.get(`${ORGANIZATIONAL_PATHS.dashboards}/faculty/:id`, { config: { access: ACCESS.managers }, schema: { summary: 'A faculty\'s figures: departments, programs, groups, students', params: IdParams, response: { 200: DataOne(FacultyDashboard) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const faculty = await oneFaculty(db, deps, request.params.id);
      if (!canReadFaculty(scope, faculty.id)) throw forbidden('This faculty is not yours', 'OUT_OF_SCOPE');
      return {
        data: {
          faculty,
          departmentCount: faculty.departmentCount,
          studentCount: faculty.studentCount,
          lecturerCount: faculty.lecturerCount,
          ...(await facultyFigures(db, faculty.id)),
        },
      };
    });

    // ---- faculties
    // The faculty, department and program lists (and one faculty) are open to all staff: pickers need the names,
    // e.g. to move a lecturer to another department, and names are not sensitive. One department's or program's
    // details are read within scope (assertReadsStructure).
    app.get(ORGANIZATIONAL_PATHS.faculties, { config: { access: ACCESS.staff }, schema: { summary: 'Faculties: search, sort and pages', querystring: FacultyListQuery, response: { 200: DataList(Faculty) } } }, async (request) => {
      const { rows, ...list } = await listFaculties(db, request.query);
      return { data: await facultyViews(deps, rows), ...list };
    });

    app.get(`${ORGANIZATIONAL_PATHS.faculties}/:id`, { config: { access: ACCESS.staff }, schema: { summary: 'One faculty with its dean', params: IdParams, response: { 200: DataOne(Faculty) } } }, async (request) => ({
      data: await oneFaculty(db, deps, request.params.id),
    }));

    const facultyCodeTaken = (code: string | undefined) => `A faculty with code "${code}" already exists`;
    const createFaculty = (trx: OrgDb, body: FacultyCreateBody) =>
      unique(facultyCodeTaken(body.code), () => insertFaculty(trx, { code: body.code.trim(), name: JSON.stringify(body.name), description: body.description ?? null, dean_user_id: null }));
    const grantDean = async (userId: string | null | undefined) => (userId ? roleGrant(deps, userId, 'deans_office', 'deanUserId') : undefined);

    app.post(ORGANIZATIONAL_PATHS.faculties, { config: { access: ACCESS.admin, audit: 'faculty.created' }, schema: { summary: 'Create a faculty, optionally naming an existing account as dean (admin)', body: FacultyCreateBody, response: { 201: FacultySaved } } }, async (request, reply) => {
      const { id, leader } = await saveWithLeader(db, facultyDean, (trx) => createFaculty(trx, request.body), await grantDean(request.body.deanUserId));
      return reply.status(201).send({ data: await oneFaculty(db, deps, id), ...(leader ? { dean: leader } : {}) });
    });

    app.post(
      `${ORGANIZATIONAL_PATHS.faculties}/with-dean`,
      { config: { access: ACCESS.admin, audit: 'faculty.created' }, schema: { summary: 'Create a faculty together with its dean\'s account (admin)', body: FacultyWithDeanBody, response: { 201: Type.Object({ data: Faculty, dean: AccountLink }) } } },
      async (request, reply) => {
        const body = request.body;
        const dean = { ...body.dean, email: normalizeEmail(body.dean.email), role: 'deans_office' };
        const { id, leader } = await saveWithLeader(db, facultyDean, (trx) => createFaculty(trx, body.faculty), () => ensureAccount(deps, dean));
        return reply.status(201).send({ data: await oneFaculty(db, deps, id), dean: leader! });
      },
    );

    app.put(`${ORGANIZATIONAL_PATHS.faculties}/:id`, { config: { access: ACCESS.deansOffice, audit: 'faculty.updated' }, schema: { summary: 'Change a faculty; only an admin may change its dean', params: IdParams, body: FacultyUpdateBody, response: { 200: FacultySaved } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await facultyRecord(db, request.params.id);
      if (!current) throw notFound('Faculty not found');
      assertFaculty(scope, current.id);
      const body = request.body;
      if (body.deanUserId !== undefined && !scope.isAdmin) throw forbidden('Only an administrator may change the dean');
      const update = (trx: OrgDb) =>
        unique(facultyCodeTaken(body.code), async () => {
          await updateFaculty(trx, current.id, {
            ...(body.code !== undefined ? { code: body.code.trim() } : {}),
            ...(body.name !== undefined ? { name: JSON.stringify(body.name) } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.deanUserId === null ? { dean_user_id: null } : {}),
          });
          return current.id;
        });
      const deanChanges = body.deanUserId !== undefined && body.deanUserId !== current.dean_user_id;
      const { leader } = await saveWithLeader(db, facultyDean, update, deanChanges ? await grantDean(body.deanUserId) : undefined, current);
      if (deanChanges) await releaseFormerLeader(db, deps, facultyDean, current);
      return { data: await oneFaculty(db, deps, current.id), ...(leader ? { dean: leader } : {}) };
    });

    app.delete(`${ORGANIZATIONAL_PATHS.faculties}/:id`, { config: { access: ACCESS.admin, audit: 'faculty.deleted' }, schema: { summary: 'Delete a faculty without departments (admin)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const faculty = await oneFaculty(db, deps, request.params.id);
      if (faculty.departmentCount > 0) {
        throw conflict(`Faculty "${faculty.name.en || faculty.name.hy}" still has ${faculty.departmentCount} department(s); move or delete them first`, 'IN_USE');
      }
      const staff = await facultyStaff(db, faculty.id);
      await deleteFaculty(db, faculty.id);
      await releaseFormerHolders(db, deps, 'deans_office', [faculty.deanUserId, ...staff.map((member) => member.user_id)]);
      return { data: { id: faculty.id } };
    });

    // ---- the dean's office staff of a faculty (its dean counts as one of them)
    const staffPath = `${ORGANIZATIONAL_PATHS.faculties}/:id/staff`;
    const existingFaculty = async (id: string) => {
      const faculty = await facultyRecord(db, id);
      if (!faculty) throw notFound('Faculty not found');
      return faculty;
    };

    app.get(staffPath, { config: { access: ACCESS.admin }, schema: { summary: 'The faculty\'s dean\'s office: its dean and linked staff (admin)', params: IdParams, response: { 200: Type.Object({ data: Type.Array(FacultyStaffMember) }) } } }, async (request) => ({
      data: await staffViews(db, deps, await existingFaculty(request.params.id)),
    }));

    app.post(
      staffPath,
      { config: { access: ACCESS.admin, audit: 'faculty_staff.linked' }, schema: { summary: 'Link an account to the faculty\'s dean\'s office; it gets the dean\'s office role (admin)', params: IdParams, body: FacultyStaffLinkBody, response: { 201: DataOne(FacultyStaffMember) } } },
      async (request, reply) => {
        const faculty = await existingFaculty(request.params.id);
        const userId = await staffAccountId(deps, request.body);
        const grant = await roleGrant(deps, userId, 'deans_office', request.body.userId ? 'userId' : 'email');
        if (faculty.dean_user_id === userId) throw conflict('This person is the faculty\'s dean and already works in its dean\'s office', 'ALREADY_LINKED');
        await unique('This person already works in the faculty\'s dean\'s office', () => linkFacultyStaff(db, faculty.id, userId));
        try {
          await grant();
        } catch (error) {
          await unlinkFacultyStaff(db, faculty.id, userId);
          throw error;
        }
        const member = (await staffViews(db, deps, faculty)).find((candidate) => candidate.userId === userId && !candidate.isDean)!;
        return reply.status(201).send({ data: member });
      },
    );

    app.delete(
      `${staffPath}/:userId`,
      { config: { access: ACCESS.admin, audit: 'faculty_staff.unlinked' }, schema: { summary: 'Unlink an account from the faculty\'s dean\'s office; the role goes unless something else gives it (admin)', params: FacultyStaffParams, response: { 200: DeletedResponse } } },
      async (request) => {
        const { id, userId } = request.params;
        const faculty = await existingFaculty(id);
        if (!(await unlinkFacultyStaff(db, faculty.id, userId))) throw notFound('This person is not on the faculty\'s dean\'s office staff');
        try {
          await releaseRole(db, deps, userId, 'deans_office');
        } catch (error) {
          await linkFacultyStaff(db, faculty.id, userId);
          throw error;
        }
        return { data: { id: userId } };
      },
    );
  };
}
