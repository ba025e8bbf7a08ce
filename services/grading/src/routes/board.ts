// The examination board: students' progress with the at-risk rules (a page, and the same view as a PDF) and the
// lecturers' teaching load. Administrators and quality assurance read the whole university, the dean's office its
// faculties, chairs their departments; everyone else 403.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BOARD_PATHS, BoardProgress, BoardProgressPdfQuery, BoardProgressQuery, TeachingLoad, TeachingLoadQuery } from '@campus/contracts/grading';
import { ErrorBody, PAGE_SIZE } from '@campus/contracts';
import { attachment } from '@campus/kit';
import type { Board } from '../board/board.js';
import { progressPdf, progressPdfFileName } from '../board/progress-pdf.js';

export const BOARD_ACCESS = { roles: ['deans_office', 'chair', 'quality_assurance'], scope: 'unit' } as const;

export function boardRoutes(board: Board, timeZone: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(BOARD_PATHS.progress, { config: { access: BOARD_ACCESS }, schema: { summary: "Each student's published midterm scores, their averages and missed classes per subject of the period (default the active one), at-risk students flagged with their reasons; by name, a page at a time", querystring: BoardProgressQuery, response: { 200: BoardProgress } } }, async (request) => {
      const { page = 1, pageSize = PAGE_SIZE.default, ...filters } = request.query;
      const { period, students, rules } = await board.progress(request, filters);
      const shown = filters.atRiskOnly ? students.filter((student) => student.atRisk) : students;
      return { data: shown.slice((page - 1) * pageSize, page * pageSize), total: shown.length, page, pageSize, atRiskCount: students.filter((student) => student.atRisk).length, period, rules };
    });

    app.get(BOARD_PATHS.progressPdf, {
      config: { access: BOARD_ACCESS },
      schema: {
        summary: "The progress view (the same filters, every page) as a PDF in the reader's language (lang, default hy)",
        querystring: BoardProgressPdfQuery,
        response: { 200: { description: 'application/pdf', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    }, async (request, reply) => {
      const { lang = 'hy', ...filters } = request.query;
      const { period, students, rules } = await board.progress(request, filters);
      const shown = filters.atRiskOnly ? students.filter((student) => student.atRisk) : students;
      const pdf = await progressPdf({ periodName: period?.name ?? '', students: shown, rules, language: lang, timeZone });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(progressPdfFileName(period?.name ?? '')))
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string); // bytes, which the schema's binary string stands for
    });

    app.get(BOARD_PATHS.teachingLoad, { config: { access: BOARD_ACCESS }, schema: { summary: "Each lecturer's allocated hours against their maximum load, weekly class hours, sections and students in the period (default the active one)", querystring: TeachingLoadQuery, response: { 200: TeachingLoad } } }, async (request) => board.teachingLoad(request, request.query));
  };
}
