// Mail goes out over SMTP when SMTP_URL is set; otherwise it lands in the kit.outbox table and one log line.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { KitDatabase } from './kit-schema.js';
import type { Mail, Mailer } from './types.js';

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  close(): void {
    this.transport.close();
  }
}

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
