// The notifications service (schema `notifications`): a person's notifications and preferences, the live SSE
// stream fed over the event bus, sending (admin, internal route, `notifications.notify` event) and suggestions.
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { type ServiceDeps, type ServiceModule } from '@campus/kit';
import { ErrorBody, InternalNotifyBody, NOTIFY_CHANNEL } from '@campus/contracts';
import { Type } from 'typebox';
import type { NotificationsContext } from './context.js';
import { NOTIFICATIONS_SCHEMA, notificationsDatabase } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { createDelivery, notifyInputOf } from './delivery.js';
import { handleEmail } from './jobs/email.js';
import { handleSuggestionAdmins } from './jobs/suggestion-admins.js';
import { handleAnnouncements } from './announcements.js';
import { announcementRoutes } from './routes/announcements.js';
import { notificationRoutes } from './routes/notifications.js';
import { preferenceRoutes } from './routes/preferences.js';
import { sendRoutes } from './routes/send.js';
import { streamRoutes } from './routes/stream.js';
import { suggestionRoutes } from './routes/suggestions.js';
import { DEFAULT_STREAM_OPTIONS, StreamHub, USER_CHANNEL, type FanOutEvent, type StreamOptions, type UserChannelMessage } from './stream/hub.js';

export interface NotificationsOptions {
  stream?: Partial<StreamOptions>;
  /** The clock quiet hours are read against (tests). */
  now?: () => Date;
}

/** The module with its stream settings (tests shorten the heartbeat); the default export uses the defaults. */
export function createNotificationsModule(options: NotificationsOptions = {}): ServiceModule {
  async function routes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
    const db = notificationsDatabase(deps);
    const hub = new StreamHub({ ...DEFAULT_STREAM_OPTIONS, ...options.stream });
    const delivery = createDelivery(deps, db, hub, options.now);
    const context: NotificationsContext = { deps, db, delivery, hub };

    // Once per instance: every published notification reaches this instance's streams of that person, except
    // what this instance published (it wrote to its own streams before publishing).
    const unsubscribeUser = await deps.events.subscribe(USER_CHANNEL, (message) => {
      if ((message as FanOutEvent).origin !== hub.id) hub.deliver(message as UserChannelMessage);
    });
    const unsubscribeNotify = await deps.events.subscribe(NOTIFY_CHANNEL, (message) => {
      if (!Value.Check(InternalNotifyBody, message)) {
        deps.log.warn({ channel: NOTIFY_CHANNEL }, 'ignored a notify event that does not match InternalNotifyBody');
        return;
      }
      // Every instance hears the event; the one that claims it first stores and delivers it.
      void delivery
        .claim(message.key, message)
        .then((claimed) => (claimed ? delivery.notify(notifyInputOf(message)) : 0))
        .catch((error: unknown) => deps.log.error({ err: error, channel: NOTIFY_CHANNEL }, 'notify event failed'));
    });
    // A session ended by sign-out, a password change or deactivation takes its open streams with it.
    const stopEnding = deps.revocations.onRevoked((revocation) => hub.endRevoked(revocation, (session) => deps.revocations.isRevoked(session)));
    app.addHook('preClose', async () => {
      stopEnding();
      hub.closeAll();
      await unsubscribeUser();
      await unsubscribeNotify();
    });
    // How many streams this instance holds (operators, the SSE benchmark).
    app.get(
      '/internal/notifications/stats',
      {
        config: { access: { service: true } },
        schema: { summary: 'Open streams on this instance (service token)', response: { 200: Type.Object({ streams: Type.Integer({ minimum: 0 }) }), 401: ErrorBody } },
      },
      async () => ({ streams: hub.size }),
    );
    await sendRoutes(app, context);
    await suggestionRoutes(app, context);
    await notificationRoutes(app, context);
    await preferenceRoutes(app, context);
    await streamRoutes(app, context);
    await announcementRoutes(app, context);
  }

  /**
   * The jobs' own delivery: its stream hub holds no streams (in a worker process there are none), so what a
   * job notifies reaches every instance's streams through the event bus, this one's included.
   */
  function jobs(deps: ServiceDeps): void {
    const db = notificationsDatabase(deps);
    const delivery = createDelivery(deps, db, new StreamHub({ ...DEFAULT_STREAM_OPTIONS, ...options.stream }), options.now);
    handleEmail(deps, delivery);
    handleSuggestionAdmins(deps, db, delivery);
    handleAnnouncements(deps, db, delivery);
  }

  return { name: 'notifications', port: 8086, calls: ['auth', 'organizational'], schemaName: NOTIFICATIONS_SCHEMA, migrations, routes, jobs };
}

const notifications = createNotificationsModule();

export default notifications;
