// Reading the mail the platform sent during the run (see ../mailbox.ts): wait for a message to an address.
import { expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR_ENV, type StoredMail } from '../mailbox.js';

function allMail(): StoredMail[] {
  const dir = process.env[MAIL_DIR_ENV];
  if (!dir) throw new Error(`${MAIL_DIR_ENV} is not set: the e2e config starts the mailbox (e2e/mailbox.ts)`);
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMail);
}

/** The newest message to `to` received after `since` (ms), waiting for it to arrive. */
export async function waitForMail(to: string, since = 0): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        found = allMail()
          .filter((mail) => mail.receivedAt >= since && mail.to.includes(to.toLowerCase()))
          .at(-1);
        return found !== undefined;
      },
      { message: `an email to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as StoredMail;
}

/** The path and query of the first link in the mail to `pathname` (e.g. '/reset-password'), host dropped. */
export function linkIn(mail: StoredMail, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+(${pathname}\\?[^\\s"'<>]+)`).exec(`${mail.text}\n${mail.html}`);
  if (!match?.[1]) throw new Error(`No ${pathname} link in the mail "${mail.subject}":\n${mail.text}`);
  return match[1].replace(/&amp;/g, '&');
}
