// The analytics lists (/api/organizational/analytics/*): teaching load per lecturer, students per program and
// group sizes, each within the caller's faculty or department.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsList, AnalyticsQuery, GroupSize, LecturerLoad, ORGANIZATIONAL_PATHS, ProgramEnrollment } from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { lecturerLoads } from '../db/allocation.repository.js';
import { groupSizes } from '../db/group.repository.js';
import { programEnrollment } from '../db/program.repository.js';
import { ACCESS, departmentFilter, scopeOf } from '../scope.js';

export function analyticsRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(`${ORGANIZATIONAL_PATHS.analytics}/load-by-lecturer`, { config: { access: ACCESS.analytics, cacheAnswer: true }, schema: { summary: 'Teaching load per lecturer, for analytics', querystring: AnalyticsQuery, response: { 200: AnalyticsList(LecturerLoad) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return { data: await lecturerLoads(db, request.query, departmentFilter(scope)) };
    });

    app.get(
      `${ORGANIZATIONAL_PATHS.analytics}/enrollment-by-program`,
      { config: { access: ACCESS.analytics, cacheAnswer: true }, schema: { summary: 'Students per program, for analytics', querystring: AnalyticsQuery, response: { 200: AnalyticsList(ProgramEnrollment) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        return { data: await programEnrollment(db, request.query, departmentFilter(scope)) };
      },
    );

    app.get(`${ORGANIZATIONAL_PATHS.analytics}/group-sizes`, { config: { access: ACCESS.analytics, cacheAnswer: true }, schema: { summary: 'Group sizes against their capacity, for analytics', querystring: AnalyticsQuery, response: { 200: AnalyticsList(GroupSize) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return { data: await groupSizes(db, request.query, departmentFilter(scope)) };
    });
  };
}
