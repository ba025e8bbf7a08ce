// The job "grading.send-code-mail": makes a midterm's verification code, keeps its HMAC on the request's row and
// emails the code to the lecturer in their language. The payload carries no code (queues keep payloads a while);
// a retry makes a fresh code, which replaces the one of the failed attempt. A request replaced by a newer one, or
// already expired, sends nothing; so does a run of a job whose mail already went out (its worker died after sending).
import { MailLanguage } from '@campus/contracts';
import { defineJob, sendMailOnce } from '@campus/kit';
import { Type } from 'typebox';
import { codeMail } from '../publish/code-mail.js';
import { hashCode, newCode } from '../publish/code-secret.js';
import { CODE_POLICY } from '../publish/code-policy.js';
import type { PublishContext } from '../publish/publish-context.js';

export const sendCodeMailJob = defineJob(
  'grading.send-code-mail',
  Type.Object(
    {
      v: Type.Literal(1),
      midtermId: Type.String({ format: 'uuid' }),
      requestId: Type.String({ format: 'uuid' }),
      to: Type.String({ minLength: 3 }),
      language: MailLanguage,
      course: Type.String(),
      sectionNumber: Type.String(),
      midtermNumber: Type.Integer({ minimum: 1 }),
    },
    { additionalProperties: false },
  ),
);

export function handleSendCodeMail(context: PublishContext): void {
  const { deps, db } = context.grading;
  deps.jobs.define(sendCodeMailJob, async (job, attempt) => {
    await sendMailOnce(deps, attempt, async () => {
      const code = newCode();
      const updated = await db
        .updateTable('midterm_codes')
        .set({ code_hash: hashCode(context.key, job.requestId, code) })
        .where('midterm_id', '=', job.midtermId)
        .where('request_id', '=', job.requestId)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', context.now())
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return undefined;
      return codeMail({ ...job, code, minutes: CODE_POLICY.ttlMinutes });
    });
  });
}
