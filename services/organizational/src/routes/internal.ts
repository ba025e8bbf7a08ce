// Service-token-only reads for other services: the materials service asks who teaches, who is enrolled and which
// courses a person's units hold (it caches the answer briefly), and whom to notify of a new material; the attendance
// service asks the same of a person, and the periods and a section's students; the grading service the sections of
// a scope for its lists.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CourseAccess,
  CourseIdParams,
  CourseReference,
  ORGANIZATIONAL_INTERNAL_PATHS,
  SectionIdParams,
  SectionReference,
  StudentUsers,
  StudentUsersQuery,
  UserIdParams,
} from '@campus/contracts/materials';
import { AttendancePeriod, ORGANIZATIONAL_ATTENDANCE_PATHS, RosterStudent, SectionParams } from '@campus/contracts/attendance';
import { ORGANIZATIONAL_GRADING_PATHS, ScopedSection, ScopedSectionsQuery } from '@campus/contracts/grading';
import type { OrgDb } from '../db/database.js';
import { attendancePeriods, sectionRoster } from '../db/attendance.repository.js';
import { courseAccessOf, courseReference, sectionReference, studentUsersOf } from '../db/course-access.repository.js';
import { scopedSections } from '../db/grading.repository.js';

const SERVICE = { service: true } as const;

export function internalRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(`${ORGANIZATIONAL_INTERNAL_PATHS.courseAccess}/:userId`, { config: { access: SERVICE }, schema: { summary: 'The sections a person teaches and is enrolled in, the courses they lead and those of the units they manage (service token)', params: UserIdParams, response: { 200: CourseAccess } } }, async (request) => courseAccessOf(db, request.params.userId));

    app.get(ORGANIZATIONAL_INTERNAL_PATHS.sectionReference(':sectionId'), { config: { access: SERVICE }, schema: { summary: 'One section with its course and period (service token)', params: SectionIdParams, response: { 200: Type.Object({ data: SectionReference }) } } }, async (request) => ({ data: await sectionReference(db, request.params.sectionId) }));

    app.get(ORGANIZATIONAL_INTERNAL_PATHS.courseReference(':courseId'), { config: { access: SERVICE }, schema: { summary: 'One course with its leader\'s account (service token)', params: CourseIdParams, response: { 200: Type.Object({ data: CourseReference }) } } }, async (request) => ({ data: await courseReference(db, request.params.courseId) }));

    app.get(ORGANIZATIONAL_INTERNAL_PATHS.studentUsers(':courseId'), { config: { access: SERVICE }, schema: { summary: 'The accounts of the students enrolled in a course or one of its sections (service token)', params: CourseIdParams, querystring: StudentUsersQuery, response: { 200: StudentUsers } } }, async (request) => ({ userIds: await studentUsersOf(db, request.params.courseId, request.query.sectionId) }));

    app.get(ORGANIZATIONAL_ATTENDANCE_PATHS.periods, { config: { access: SERVICE }, schema: { summary: 'Every academic period, newest first, the active one flagged (service token)', response: { 200: Type.Object({ data: Type.Array(AttendancePeriod) }) } } }, async () => ({ data: await attendancePeriods(db) }));

    app.get(ORGANIZATIONAL_ATTENDANCE_PATHS.roster(':sectionId'), { config: { access: SERVICE }, schema: { summary: 'The students enrolled in a section, by name, with student number and group (service token)', params: SectionParams, response: { 200: Type.Object({ data: Type.Array(RosterStudent) }) } } }, async (request) => ({ data: await sectionRoster(db, request.params.sectionId) }));

    app.get(ORGANIZATIONAL_GRADING_PATHS.sections, { config: { access: SERVICE }, schema: { summary: 'The sections of a period, course, faculty, department or lecturer with lecturer, department, faculty and student count, by course code (service token)', querystring: ScopedSectionsQuery, response: { 200: Type.Object({ data: Type.Array(ScopedSection) }) } } }, async (request) => ({ data: await scopedSections(db, request.query) }));
  };
}
