// A job that sends mail may run again after the mail went out: its worker killed before BullMQ heard it finish, a
// retry after a later step failed. sendMailOnce keeps the job's run key once the mail is sent, and a run that finds
// it sends nothing and makes nothing (a code or link made again would void the one already mailed).
import { KIT_SCHEMA, type KitDatabase } from './kit-schema.js';
import type { JobAttempt, Mail, ServiceDeps } from './types.js';

/**
 * Builds the mail (undefined: nothing to send) and sends it, unless a run of the same job already did. Only a
 * process killed between the SMTP server's acceptance and the next statement (milliseconds) can still send twice.
 */
export async function sendMailOnce(deps: ServiceDeps, attempt: Pick<JobAttempt, 'runKey'>, build: () => Promise<Mail | undefined>): Promise<boolean> {
  const db = deps.database<KitDatabase>(KIT_SCHEMA);
  const sent = await db.selectFrom('sent_mail').select('key').where('key', '=', attempt.runKey).executeTakeFirst();
  if (sent) {
    deps.log.info({ key: attempt.runKey }, 'mail already sent by an earlier run of this job');
    return false;
  }
  const mail = await build();
  if (!mail) return false;
  await deps.mailer.send(mail);
  await db.insertInto('sent_mail').values({ key: attempt.runKey }).onConflict((conflict) => conflict.doNothing()).execute();
  return true;
}
