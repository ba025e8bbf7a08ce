// GET /api/notifications/stream: the signed-in person's live notifications as server-sent events. Sends
// `retry:`, then what was missed after Last-Event-ID (header, or `lastEventId` in the query), then
// `event: unread`; afterwards every new notification (`id:` = its id) and every unread change, with a
// heartbeat comment so proxies keep the connection open.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, NOTIFICATION_TYPES } from '@campus/contracts';
import { tooManyRequests } from '@campus/kit';
import type { NotificationsContext } from '../context.js';
import { countUnread, notificationsAfter, toNotification } from '../db/notification.repository.js';
import { preferencesOf } from '../db/preference.repository.js';

const StreamQuery = Type.Object({ lastEventId: Type.Optional(Type.String({ maxLength: 40 })) });

const EVENT_ID = /^[0-9]{1,18}$/;

export async function streamRoutes(app: FastifyInstance, { db, hub }: NotificationsContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/notifications/stream',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'Live notifications and unread counts as server-sent events (text/event-stream)',
        querystring: StreamQuery,
        response: { 200: { description: 'The stream: notification and unread-count events', content: { 'text/event-stream': { schema: { type: 'string' } } } }, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const userId = request.user.sub;
      if (!hub.hasRoomFor(userId)) throw tooManyRequests(hub.options.retryMs / 1000, 'Too many open notification streams: close another tab of Campus');
      const header = request.headers['last-event-id'];
      const given = (typeof header === 'string' && header.trim()) || request.query.lastEventId?.trim();
      const lastEventId = given && EVENT_ID.test(given) ? given : undefined;

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      request.raw.socket.setNoDelay(true);
      // Registered before reading the database, so nothing published meanwhile is lost (it waits, then is
      // written unless the replay already had it).
      const { sub, sid, sv } = request.user;
      const connection = hub.open({ sub, sid, sv }, response);
      // The response closes when the client goes away (or the server ends the stream).
      response.once('close', () => connection.close());
      connection.write(`retry: ${hub.options.retryMs}\n\n`);
      try {
        if (lastEventId) {
          const [missed, preferences] = await Promise.all([
            notificationsAfter(db, userId, lastEventId, hub.options.replayLimit),
            preferencesOf(db, userId),
          ]);
          const hidden = new Set(preferences.filter((preference) => !preference.enableInApp).map((preference) => preference.notificationType));
          for (const row of missed) if (!hidden.has(row.type as (typeof NOTIFICATION_TYPES)[number])) connection.replay(toNotification(row));
        }
        const unread = await countUnread(db, userId);
        connection.unread(unread);
        connection.goLive();
      } catch (error) {
        request.log.error({ err: error }, 'notification stream failed to start');
        connection.close();
      }
    },
  );
}
