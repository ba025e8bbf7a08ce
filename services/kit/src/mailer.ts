// Without SMTP_URL, mail lands in the kit.outbox table and one log line (SMTP: smtp-mailer.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { KitDatabase } from './kit-schema.js';
import type { Mail, Mailer } from './types.js';

export class OutboxMailer implements Mailer {
  constructor(private readonly db: Kysely<KitDatabase>, private readonly log: FastifyBaseLogger) {}

  async send(mail: Mail): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
      .execute();
    this.log.info({ to: mail.to, subject: mail.subject }, `mail to ${mail.to} kept in the outbox (SMTP_URL is not set): ${mail.subject}`);
  }
}
