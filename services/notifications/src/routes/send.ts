// Sending notifications: an admin to people and/or roles (POST /api/notifications/send), another service over
// POST /internal/notifications (service token) or the `notifications.notify` event (subscribed in app.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { badRequest } from '@campus/kit';
import { ErrorBody, InternalNotifyBody, SendNotificationBody, SentResponse } from '@campus/contracts';
import { usersWithRoles } from '../auth-directory.js';
import type { NotificationsContext } from '../context.js';
import { notifyInputOf } from '../delivery.js';

export async function sendRoutes(app: FastifyInstance, context: NotificationsContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { delivery } = context;

  api.post(
    '/api/notifications/send',
    {
      config: { access: { permission: 'notifications:manage' }, audit: 'announcement.sent' },
      schema: {
        summary: 'Sends a notification to people and/or every holder of some roles (permission notifications:manage)',
        body: SendNotificationBody,
        response: { 200: SentResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { userIds = [], roles = [], title, message, priority, type = 'announcement', link } = request.body;
      if (userIds.length === 0 && roles.length === 0) throw badRequest('Choose at least one recipient: userIds or roles');
      if (!title.trim()) throw badRequest('title: is required');
      if (!message.trim()) throw badRequest('message: is required');
      // auth normalises the role names (normalizeRole: case, '-' for '_').
      const recipients = [...userIds, ...(await usersWithRoles(context.deps, roles))];
      return { sent: await delivery.notify({ userIds: recipients, title, message, priority, type, link }) };
    },
  );

  api.post(
    '/internal/notifications',
    {
      config: { access: { service: true } },
      schema: {
        summary: 'Notifies people on behalf of another service (service token); a repeated key delivers once',
        body: InternalNotifyBody,
        response: { 200: SentResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      if (!request.body.title.trim() || !request.body.message.trim()) throw badRequest('title and message are required');
      if (request.body.key !== undefined && !(await delivery.claim(request.body.key, request.body))) return { sent: 0 };
      return { sent: await delivery.notify(notifyInputOf(request.body)) };
    },
  );
}
