// POST /api/suggestions (any signed-in user; limited per person) stores a suggestion and has every admin
// notified through a job; GET /api/suggestions lists them for admins (permission suggestions:read).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { badRequest, tooManyRequests } from '@campus/kit';
import {
  ErrorBody,
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  SuggestionBody,
  SuggestionCreatedResponse,
  SuggestionListQuery,
  SuggestionListResponse,
  suggestionProblem,
} from '@campus/contracts';
import type { NotificationsContext } from '../context.js';
import { insertSuggestion, listSuggestions, toSuggestion } from '../db/suggestion.repository.js';
import { suggestionAdminsJob } from '../jobs/suggestion-admins.js';

/** Ten suggestions an hour per person is generous for a person and useless for a flood. */
export const SUGGESTION_RULE = { name: 'suggestions', points: 10, durationSeconds: 3600 };

export async function suggestionRoutes(app: FastifyInstance, { deps, db }: NotificationsContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const limiter = deps.rateLimiter(SUGGESTION_RULE);

  api.post(
    '/api/suggestions',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'Sends a suggestion (any signed-in user); every admin is notified',
        body: SuggestionBody,
        response: { 201: SuggestionCreatedResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const problem = suggestionProblem(request.body);
      if (problem) throw badRequest(problem.message, [{ field: problem.field, message: problem.message }]);
      const limit = await limiter.consume(request.user.sub);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfter);
      const optional = (value: string | undefined) => value?.trim() || null;
      const row = await insertSuggestion(db, {
        user_id: request.user.sub,
        name: optional(request.body.name),
        email: optional(request.body.email),
        category: optional(request.body.category),
        type: request.body.type.trim(),
        description: request.body.description.trim(),
        benefit: request.body.benefit.trim(),
      });
      await deps.jobs.enqueue(suggestionAdminsJob, { v: 1, suggestionId: row.id }, { jobId: `suggestion-admins-${row.id}` });
      return reply.status(201).send({ id: row.id, created_at: new Date(row.created_at).toISOString() });
    },
  );

  api.get(
    '/api/suggestions',
    {
      config: { access: { permission: 'suggestions:read' } },
      schema: {
        summary: 'Suggestions, newest first (permission suggestions:read)',
        querystring: SuggestionListQuery,
        response: { 200: SuggestionListResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { page = 1, pageSize = NOTIFICATION_PAGE_SIZE_DEFAULT } = request.query;
      const { rows, total } = await listSuggestions(db, page, pageSize);
      return { data: rows.map(toSuggestion), meta: { page, pageSize, total } };
    },
  );
}
