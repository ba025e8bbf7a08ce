// The job "notifications.email": sends the queued emails of up to EMAIL_BATCH notifications of one send, so a
// send to thousands answers at once and one address lookup in auth serves a whole batch.
import { defineJob, type ServiceDeps } from '@campus/kit';
import { Type } from 'typebox';
import type { Delivery } from '../delivery.js';

/** Emails per job: one address lookup in auth per batch, not per person. */
export const EMAIL_BATCH = 100;

export const emailJob = defineJob(
  'notifications.email',
  Type.Object(
    {
      v: Type.Literal(1),
      notificationIds: Type.Array(Type.String({ pattern: '^[0-9]+$' }), { minItems: 1, maxItems: EMAIL_BATCH }),
    },
    { additionalProperties: false },
  ),
);

export function handleEmail(deps: ServiceDeps, delivery: Delivery): void {
  deps.jobs.define(emailJob, ({ notificationIds }) => delivery.sendEmail(notificationIds));
}
