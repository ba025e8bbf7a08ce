// auth + organizational + materials + notifications in-process on real Postgres and Redis with the demo university,
// signed-in callers, multipart requests, and the demo's people and sections the access rules turn on.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import authModule from '@campus/auth';
import notificationsModule from '@campus/notifications';
import organizationalModule from '@campus/organizational';
import { demoCaller, startTestApp, type DemoCaller, type TestApp } from '@campus/kit/testing';
import { sql, type Kysely } from 'kysely';
import materialsModule from '../../src/app.js';
import { multipartBody, type FilePart } from '../files-support.js';

export interface MaterialsTestApp extends TestApp {
  /** The whole database, for the demo's records and for checks. */
  root: Kysely<unknown>;
}

export async function startMaterialsTestApp(env: Record<string, string> = {}): Promise<MaterialsTestApp> {
  const test = await startTestApp([authModule, organizationalModule, materialsModule, notificationsModule], { demo: true, env });
  return { ...test, root: test.deps.database<unknown>('public') };
}

export interface Caller extends DemoCaller {
  /** A multipart form: text fields and at most one file. */
  form(method: InjectOptions['method'], url: string, fields: Record<string, string>, file?: FilePart): Promise<LightMyRequestResponse>;
  raw(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function callerFor(app: FastifyInstance, email: string): Promise<Caller> {
  const call = (await demoCaller(app, email)) as Caller;
  const cookies = { access_token: call.cookie };
  call.form = (method, url, fields, file) => {
    const body = multipartBody(fields, file);
    return app.inject({ method, url, cookies, headers: { 'content-type': body.contentType }, payload: body.stream });
  };
  call.raw = (options) => app.inject({ ...options, cookies: { ...cookies, ...(options.cookies ?? {}) } });
  return call;
}

export interface DemoSection {
  sectionId: string;
  courseId: string;
  courseCode: string;
}

/** The sections a lecturer (by email) teaches, by course code. */
export async function taughtSections(root: Kysely<unknown>, email: string): Promise<DemoSection[]> {
  const { rows } = await sql<DemoSection>`select s.id as "sectionId", c.id as "courseId", c.code as "courseCode"
    from organizational.sections s join organizational.courses c on c.id = s.course_id
    join organizational.lecturers l on l.id = s.lecturer_id where l.email = ${email} order by c.code, s.section_number`.execute(root);
  return rows;
}

/** The sections a student (by email) is enrolled in. */
export async function enrolledSections(root: Kysely<unknown>, email: string): Promise<DemoSection[]> {
  const { rows } = await sql<DemoSection>`select s.id as "sectionId", c.id as "courseId", c.code as "courseCode"
    from organizational.enrollments e join organizational.students st on st.id = e.student_id
    join organizational.sections s on s.id = e.section_id join organizational.courses c on c.id = s.course_id
    where st.email = ${email} order by c.code`.execute(root);
  return rows;
}

/** Another section of the same course, and a student enrolled in it but not in `section`. */
export async function siblingSection(root: Kysely<unknown>, section: DemoSection): Promise<{ sectionId: string; studentEmail: string } | undefined> {
  const { rows } = await sql<{ sectionId: string; studentEmail: string }>`select s.id as "sectionId", st.email as "studentEmail"
    from organizational.sections s join organizational.enrollments e on e.section_id = s.id join organizational.students st on st.id = e.student_id
    where s.course_id = ${section.courseId} and s.id <> ${section.sectionId}
      and not exists (select 1 from organizational.enrollments e2 where e2.section_id = ${section.sectionId} and e2.student_id = st.id)
    order by st.email limit 1`.execute(root);
  return rows[0];
}

/** A student enrolled in no section of the course. */
export async function outsider(root: Kysely<unknown>, courseId: string): Promise<string> {
  const { rows } = await sql<{ email: string }>`select st.email from organizational.students st
    where exists (select 1 from organizational.enrollments e where e.student_id = st.id)
      and not exists (select 1 from organizational.enrollments e join organizational.sections s on s.id = e.section_id where e.student_id = st.id and s.course_id = ${courseId})
    order by st.email limit 1`.execute(root);
  return rows[0]!.email;
}

/** A student enrolled in the section. */
export async function studentOf(root: Kysely<unknown>, sectionId: string): Promise<string> {
  const { rows } = await sql<{ email: string }>`select st.email from organizational.enrollments e join organizational.students st on st.id = e.student_id
    where e.section_id = ${sectionId} order by st.email limit 1`.execute(root);
  return rows[0]!.email;
}

/** A lecturer who teaches no section of the course. */
export async function otherLecturer(root: Kysely<unknown>, courseId: string): Promise<string> {
  const { rows } = await sql<{ email: string }>`select l.email from organizational.lecturers l
    where exists (select 1 from organizational.sections s where s.lecturer_id = l.id)
      and not exists (select 1 from organizational.sections s where s.lecturer_id = l.id and s.course_id = ${courseId})
      and not exists (select 1 from organizational.courses c where c.leader_id = l.id and c.id = ${courseId})
    order by l.email limit 1`.execute(root);
  return rows[0]!.email;
}
