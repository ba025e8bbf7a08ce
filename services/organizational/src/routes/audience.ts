// POST /internal/organizational/audience: whom an audience reaches, for the surveys and notifications services
// (service token); the sender's scope bounds it (src/audience.ts). POST …/surveys/section-audiences: each section of
// a term alone, in one call, for surveys' course evaluations.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@campus/contracts';
import { AUDIENCE_KINDS, ORGANIZATIONAL_AUDIENCE_PATHS, ResolveAudienceBody } from '@campus/contracts/audience';
import { ORGANIZATIONAL_SECTION_AUDIENCES_PATH, SectionAudience, SectionAudiencesBody } from '@campus/contracts/surveys';
import type { ServiceDeps } from '@campus/kit';
import type { OrgDb } from '../db/database.js';
import { resolveAudience, sectionAudiences } from '../audience.js';

/**
 * ResolvedAudience as the answer is written out: the contract's part is an intersection with a union, which the
 * response serializer cannot compile, so the same fields are listed flat here.
 */
const ResolvedAudienceAnswer = Type.Object({
  userIds: Type.Array(Type.String({ format: 'uuid' })),
  parts: Type.Array(Type.Object({
    kind: Type.Enum([...AUDIENCE_KINDS]),
    role: Type.Optional(Type.String()),
    id: Type.Optional(Type.String({ format: 'uuid' })),
    label: Type.String(),
    size: Type.Integer({ minimum: 0 }),
  })),
});

export function audienceRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      ORGANIZATIONAL_AUDIENCE_PATHS.resolve,
      {
        config: { access: { service: true } },
        schema: {
          summary: 'The distinct active accounts an audience reaches, each part with its label (Armenian) and size, within the sender\'s scope (service token); 403 AUDIENCE_OUT_OF_SCOPE, 404 AUDIENCE_NOT_FOUND naming the part',
          body: ResolveAudienceBody,
          response: { 200: Type.Object({ data: ResolvedAudienceAnswer }), 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => ({ data: await resolveAudience(db, deps, request.body) }),
    );

    app.post(
      ORGANIZATIONAL_SECTION_AUDIENCES_PATH,
      {
        config: { access: { service: true } },
        schema: {
          summary: 'Each section alone as an audience: its label and the active accounts of its students, in the order asked, within the sender\'s scope (surveys\' course evaluations of a term in one call; service token); 403 AUDIENCE_OUT_OF_SCOPE, 404 AUDIENCE_NOT_FOUND naming the section',
          body: SectionAudiencesBody,
          response: { 200: Type.Object({ data: Type.Array(SectionAudience) }), 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => ({ data: await sectionAudiences(db, deps, request.body) }),
    );
  };
}
