import type { ServiceDeps } from '@campus/kit';
import type { NotificationsDb } from './db/database.js';
import type { Delivery } from './delivery.js';
import type { StreamHub } from './stream/hub.js';

/** What the notifications routes share: built once per app. */
export interface NotificationsContext {
  deps: ServiceDeps;
  db: NotificationsDb;
  delivery: Delivery;
  hub: StreamHub;
}
