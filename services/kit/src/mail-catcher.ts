// A real SMTP server on loopback that keeps every message it receives, for tests that read the mail the
// services send (auth's links, notification emails, the e2e run). Like many local relays it offers STARTTLS
// with a certificate nobody can verify, so the SmtpMailer's loopback rule is exercised too. Not imported by
// production code; exported as @campus/kit/mail-catcher (and from @campus/kit/testing).
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ('' when none). */
  html: string;
  raw: string;
  /** Date.now() when it arrived. */
  receivedAt: number;
}

export interface MailCatcher {
  url: string;
  /** Every message so far, in the order they arrived. */
  messages: CaughtMail[];
  /** Resolves with the first message (received or to come) that matches. */
  waitForMail(matches: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Resolves with the first message to this address (received or to come). */
  nextMailTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  /** Resolves with the `count`-th message to this address (1-based). */
  nthMailTo(address: string, count: number, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** Called with each message as it arrives, e.g. to hand it to other processes. */
  onMail?: (mail: CaughtMail) => void;
  /** Do not keep the process alive for this server (a test runner's main process). */
  unref?: boolean;
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<{ matches: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }>();
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((email) => {
            const mail: CaughtMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              raw: raw.toString('utf8'),
              receivedAt: Date.now(),
            };
            messages.push(mail);
            options.onMail?.(mail);
            for (const waiter of waiters) {
              if (waiter.matches(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  // Not a timing assertion: only how long a test waits before it fails with a clear message.
  function waitForMail(matches: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
    const found = messages.find(matches);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter = {
        matches,
        resolve: (mail: CaughtMail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`the expected mail did not arrive within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  if (options.unref) server.server.unref();
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    nextMailTo: (address, timeoutMs) => waitForMail((mail) => mail.to.includes(address.toLowerCase()), timeoutMs),
    nthMailTo(address, count, timeoutMs) {
      const to = address.toLowerCase();
      let seen = 0;
      return waitForMail((mail) => mail.to.includes(to) && ++seen === count, timeoutMs);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first `<path>?token=...` link in the mail's text. */
export function tokenFromMail(mail: CaughtMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/.?]/g, '\\$&')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}
