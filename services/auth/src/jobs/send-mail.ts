// The job "auth.send-mail": makes the token and sends an account email outside the request, so an answer never
// waits for SMTP and its timing does not tell whether an address has an account. The payload carries no token
// (queues keep payloads for a while); a retry makes a fresh token, which replaces the one of the failed attempt,
// unless the mail already went out (the job run again after its worker died): then it sends and makes nothing.
import { MailLanguage } from '@campus/contracts';
import { defineJob, sendMailOnce, type ServiceDeps } from '@campus/kit';
import { Type } from 'typebox';
import { issueAccountToken } from '../account-tokens.js';
import type { AccountTokenPurpose } from '../db/account-token.table.js';
import type { AuthDb } from '../db/database.js';
import { findUserByEmail } from '../db/user.repository.js';
import { displayNameOf } from '../user-view.js';
import { accountMail, type TokenMailKind } from '../mail/account-mail.js';

export const sendMailJob = defineJob(
  'auth.send-mail',
  Type.Object(
    {
      v: Type.Literal(1),
      kind: Type.Union([Type.Literal('password-reset'), Type.Literal('email-verification'), Type.Literal('account-exists')]),
      email: Type.String({ minLength: 3 }),
      language: MailLanguage,
    },
    { additionalProperties: false },
  ),
);

const PURPOSE: Record<TokenMailKind, AccountTokenPurpose> = {
  'password-reset': 'password_reset',
  'email-verification': 'email_verification',
};

export function handleSendMail(deps: ServiceDeps, db: AuthDb): void {
  deps.jobs.define(sendMailJob, async (job, attempt) => {
    await sendMailOnce(deps, attempt, async () => {
      const user = await findUserByEmail(db, job.email);
      // Unknown and disabled accounts get no mail (the caller got the same answer either way); a confirmed
      // address needs no confirmation link.
      if (!user?.is_active || (job.kind === 'email-verification' && user.email_verified)) return undefined;
      const token = job.kind === 'account-exists' ? undefined : await issueAccountToken(db, user.id, PURPOSE[job.kind]);
      return accountMail({ kind: job.kind, language: job.language, to: user.email, name: displayNameOf(user), publicUrl: deps.config.publicUrl, token });
    });
  });
}
