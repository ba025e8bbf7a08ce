// A person's own notifications: list, unread count, mark read, read all, archive (any signed-in user; the
// caller registers them behind `authenticate`). Another person's notification answers 404, as if absent.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { notFound } from '@campus/kit';
import {
  ErrorBody,
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  NotificationIdParams,
  NotificationListQuery,
  NotificationListResponse,
  NotificationResponse,
  UnreadCountResponse,
  UpdatedResponse,
} from '@campus/contracts';
import type { NotificationsContext } from '../context.js';
import { archive, countUnread, listNotifications, markAllRead, markRead, toNotification } from '../db/notification.repository.js';

const NOT_FOUND = 'Notification not found';

export async function notificationRoutes(app: FastifyInstance, { db, delivery }: NotificationsContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/notifications',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'The signed-in person’s notifications, newest first (default: everything not archived)',
        querystring: NotificationListQuery,
        response: { 200: NotificationListResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const { status, page = 1, pageSize = NOTIFICATION_PAGE_SIZE_DEFAULT } = request.query;
      const userId = request.user.sub;
      const [{ rows, total }, unread] = await Promise.all([listNotifications(db, userId, { status, page, pageSize }), countUnread(db, userId)]);
      return { data: rows.map(toNotification), meta: { page, pageSize, total }, unread };
    },
  );

  api.get(
    '/api/notifications/unread-count',
    { config: { access: { signedIn: true } }, schema: { summary: 'How many notifications are unread and not archived', response: { 200: UnreadCountResponse, 401: ErrorBody } } },
    async (request) => ({ count: await countUnread(db, request.user.sub) }),
  );

  api.patch(
    '/api/notifications/:id/read',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'Marks one of the person’s notifications read',
        params: NotificationIdParams,
        response: { 200: NotificationResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await markRead(db, request.user.sub, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      await delivery.publishUnread(request.user.sub);
      return { notification: toNotification(row) };
    },
  );

  api.post(
    '/api/notifications/read-all',
    { config: { access: { signedIn: true } }, schema: { summary: 'Marks every unread notification read', response: { 200: UpdatedResponse, 401: ErrorBody } } },
    async (request) => {
      const updated = await markAllRead(db, request.user.sub);
      if (updated > 0) await delivery.publishUnread(request.user.sub);
      return { updated };
    },
  );

  api.patch(
    '/api/notifications/:id/archive',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'Archives one of the person’s notifications',
        params: NotificationIdParams,
        response: { 200: NotificationResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await archive(db, request.user.sub, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      await delivery.publishUnread(request.user.sub);
      return { notification: toNotification(row) };
    },
  );
}
