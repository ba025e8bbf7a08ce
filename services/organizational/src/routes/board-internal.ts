// Service-token-only reads for the examination board (grading): the students of a period's sections with their
// sections, and each lecturer's teaching; both limited to the departments a manager manages when one is named
// (grading names the caller unless they are an administrator or quality assurance). And for attendance's summary,
// which the board reads: how many days each of many sections has met so far, in one answer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BoardLoadQuery, BoardStudent, BoardUnitQuery, LecturerTeaching, ManagedUnits, ManagedUnitsQuery, ORGANIZATIONAL_BOARD_PATHS, ORGANIZATIONAL_SETTINGS_PATHS } from '@campus/contracts/grading';
import { ClassDaysQuery, ORGANIZATIONAL_CLASS_DAYS_PATH, SectionClassDays } from '@campus/contracts/attendance';
import { ORGANIZATIONAL_SURVEYS_PATHS, SectionProgramCount, SectionProgramsQuery } from '@campus/contracts/surveys';
import { classDaysHeld } from '../class-days.js';
import type { OrgDb } from '../db/database.js';
import { boardStudents, lecturerTeaching, managedDepartments, managedUnits } from '../db/board.repository.js';
import { sectionPrograms } from '../db/section-programs.repository.js';

const SERVICE = { service: true } as const;

export function boardInternalRoutes(db: OrgDb, timeZone: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const departmentsOf = (managerUserId: string | undefined) => (managerUserId ? managedDepartments(db, managerUserId) : Promise.resolve(undefined));

    app.get(ORGANIZATIONAL_BOARD_PATHS.students, { config: { access: SERVICE }, schema: { summary: 'The students enrolled in the period\'s sections, by name, each with those sections; within the departments managerUserId manages when given (service token)', querystring: BoardUnitQuery, response: { 200: Type.Object({ data: Type.Array(BoardStudent) }) } } }, async (request) => ({
      data: await boardStudents(db, request.query, await departmentsOf(request.query.managerUserId)),
    }));

    app.get(ORGANIZATIONAL_SURVEYS_PATHS.sectionPrograms, { config: { access: SERVICE }, schema: { summary: 'Per section of the period, how many of its enrolled students each program has (surveys attribute course evaluations to programs by it; service token)', querystring: SectionProgramsQuery, response: { 200: Type.Object({ data: Type.Array(SectionProgramCount) }) } } }, async (request) => ({
      data: await sectionPrograms(db, request.query.periodId),
    }));

    app.get(ORGANIZATIONAL_BOARD_PATHS.teachingLoad, { config: { access: SERVICE }, schema: { summary: 'Each lecturer\'s allocated hours and maximum load, and the period\'s sections they teach: weekly class hours, sections, students; within the departments managerUserId manages when given (service token)', querystring: BoardLoadQuery, response: { 200: Type.Object({ data: Type.Array(LecturerTeaching) }) } } }, async (request) => ({
      data: await lecturerTeaching(db, request.query, await departmentsOf(request.query.managerUserId)),
    }));

    app.get(ORGANIZATIONAL_SETTINGS_PATHS.units, { config: { access: SERVICE }, schema: { summary: 'The faculties whose dean\'s office managerUserId is and the departments they manage, each department with its faculty; every faculty and department without managerUserId (service token)', querystring: ManagedUnitsQuery, response: { 200: Type.Object({ data: ManagedUnits }) } } }, async (request) => ({
      data: await managedUnits(db, request.query.managerUserId),
    }));

    app.get(ORGANIZATIONAL_CLASS_DAYS_PATH, { config: { access: SERVICE }, schema: { summary: 'How many days each section has met from its period\'s start up to `to`, holidays left out, in the order asked; 0 for a section not found (service token)', querystring: ClassDaysQuery, response: { 200: Type.Object({ data: Type.Array(SectionClassDays) }) } } }, async (request) => ({
      data: await classDaysHeld(db, [...new Set(request.query.sectionIds.toLowerCase().split(','))], request.query.to, timeZone),
    }));
  };
}
