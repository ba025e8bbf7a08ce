// The job "notifications.suggestion-admins": tells every admin about a new suggestion, outside the request
// that stored it (there may be many admins, and the sender should not wait for them).
import { defineJob, type ServiceDeps } from '@campus/kit';
import { Type } from 'typebox';
import type { NotificationsDb } from '../db/database.js';
import type { Delivery } from '../delivery.js';
import { usersWithRoles } from '../auth-directory.js';

export const suggestionAdminsJob = defineJob(
  'notifications.suggestion-admins',
  Type.Object({ v: Type.Literal(1), suggestionId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
);

export function handleSuggestionAdmins(deps: ServiceDeps, db: NotificationsDb, delivery: Delivery): void {
  deps.jobs.define(suggestionAdminsJob, async ({ suggestionId }) => {
    const suggestion = await db.selectFrom('suggestions').selectAll().where('id', '=', suggestionId).executeTakeFirst();
    if (!suggestion) return;
    await delivery.notify({
      userIds: await usersWithRoles(deps, ['admin']),
      // The shell shows the template in each admin's language; the stored title (Armenian, the platform's
      // default) is what email and anything that does not know the template show.
      i18n: { key: 'suggestionReceived', params: { type: suggestion.type } },
      title: `Նոր առաջարկ՝ ${suggestion.type}`.slice(0, 200),
      message: suggestion.description.slice(0, 500),
      type: 'suggestion',
      priority: 'normal',
      link: '/admin/suggestions',
    });
  });
}
