// The examination board: students' progress with the at-risk rules (a page, and the same view as a PDF) and the
// lecturers' teaching load. Administrators and quality assurance read the whole university, the dean's office its
// faculties, chairs their departments; everyone else 403.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BOARD_PATHS, BoardProgress, BoardProgressQuery, TeachingLoad, TeachingLoadQuery } from '@campus/contracts/grading';
import { PAGE_SIZE } from '@campus/contracts';
import type { Board } from '../board/board.js';

export const BOARD_ACCESS = { roles: ['deans_office', 'chair', 'quality_assurance'], scope: 'unit' } as const;

export function boardRoutes(board: Board): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(BOARD_PATHS.progress, { config: { access: BOARD_ACCESS }, schema: { summary: "Each student's published midterm scores, their averages and missed classes per subject of the period (default the active one), at-risk students flagged with their reasons; by name, a page at a time", querystring: BoardProgressQuery, response: { 200: BoardProgress } } }, async (request) => {
      const { page = 1, pageSize = PAGE_SIZE.default, ...filters } = request.query;
      const { period, students, rules } = await board.progress(request, filters);
      const shown = filters.atRiskOnly ? students.filter((student) => student.atRisk) : students;
      return { data: shown.slice((page - 1) * pageSize, page * pageSize), total: shown.length, page, pageSize, atRiskCount: students.filter((student) => student.atRisk).length, period, rules };
    });

    app.get(BOARD_PATHS.teachingLoad, { config: { access: BOARD_ACCESS }, schema: { summary: "Each lecturer's allocated hours against their maximum load, weekly class hours, sections and students in the period (default the active one)", querystring: TeachingLoadQuery, response: { 200: TeachingLoad } } }, async (request) => board.teachingLoad(request, request.query));
  };
}
