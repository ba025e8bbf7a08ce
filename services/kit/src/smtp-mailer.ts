// Mail over SMTP when SMTP_URL is set.
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './types.js';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

/**
 * The transport URL to use. smtp:// starts plain and upgrades with STARTTLS when offered; a relay on loopback
 * (a local postfix, mailpit, the tests' server) often offers it with a certificate nobody can verify, and the
 * mail never leaves the machine, so there it stays plain unless the URL says otherwise (?ignoreTLS=false or
 * ?requireTLS=true). smtps:// is TLS from the start, everywhere.
 */
export function smtpTransportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const explicit = url.searchParams.has('ignoreTLS') || url.searchParams.has('requireTLS');
  if (url.protocol === 'smtp:' && LOOPBACK.test(url.hostname) && !explicit) url.searchParams.set('ignoreTLS', 'true');
  return url.toString();
}

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(smtpTransportUrl(smtpUrl));
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  close(): void {
    this.transport.close();
  }
}
