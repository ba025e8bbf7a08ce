// A real SMTP server on loopback for the end-to-end run (STYLE §15): the platform under test sends its mail
// here (SMTP_URL in the webServer's environment), and each message lands as JSON in a folder that the tests
// read (tests/mail.ts). Started once, in Playwright's main process, while the config is loaded; the workers
// load the config too and find it through the environment they inherit.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher, type CaughtMail } from '@campus/kit/mail-catcher';

export interface Mailbox {
  smtpUrl: string;
  dir: string;
}

export type StoredMail = Pick<CaughtMail, 'to' | 'subject' | 'text' | 'html' | 'receivedAt'>;

export const MAIL_DIR_ENV = 'E2E_MAIL_DIR';
const SMTP_URL_ENV = 'E2E_SMTP_URL';

export async function startMailbox(): Promise<Mailbox> {
  const known = { smtpUrl: process.env[SMTP_URL_ENV], dir: process.env[MAIL_DIR_ENV] };
  if (known.smtpUrl && known.dir) return { smtpUrl: known.smtpUrl, dir: known.dir };

  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-e2e-mail-'));
  let count = 0;
  // The run's end should not wait for this server.
  const catcher = await startMailCatcher({
    unref: true,
    onMail({ to, subject, text, html, receivedAt }) {
      count += 1;
      const mail: StoredMail = { to, subject, text, html, receivedAt };
      writeFileSync(path.join(dir, `${String(receivedAt).padStart(15, '0')}-${count}.json`), JSON.stringify(mail));
    },
  });
  const mailbox = { smtpUrl: catcher.url, dir };
  process.env[SMTP_URL_ENV] = mailbox.smtpUrl;
  process.env[MAIL_DIR_ENV] = mailbox.dir;
  return mailbox;
}
