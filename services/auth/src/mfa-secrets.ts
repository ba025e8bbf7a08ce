// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) with the otpauth library, and the secrets at rest: AES-256-GCM with a key
// derived from the JWT private key, so a copy of the database alone does not give anyone's second factor away.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { MFA_CODE_DIGITS, MFA_PERIOD_SECONDS } from '@campus/contracts';
import type { Config } from '@campus/kit';
import { deriveKey } from './server-keys.js';

/** Shown in authenticator apps above the account name. */
export const MFA_ISSUER = 'Campus';
/** A code from the step before or after the current one is accepted too (clock drift, slow typing). */
export const MFA_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;
const VERSION = 'v1';

export interface MfaSecrets {
  /** A new random secret in base32, as authenticator apps take it. */
  generate(): string;
  encrypt(base32: string): string;
  /** undefined when the stored value cannot be read (e.g. JWT_PRIVATE_KEY was rotated). */
  decrypt(stored: string): string | undefined;
}

export function createMfaSecrets(config: Config): MfaSecrets {
  const key = deriveKey(config, 'mfa-secret');
  return {
    generate: () => new Secret({ size: SECRET_BYTES }).base32,
    encrypt(base32) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
    },
    decrypt(stored) {
      const [version, body] = stored.split(':');
      if (version !== VERSION || !body) return undefined;
      try {
        const raw = Buffer.from(body, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

function totp(base32: string, label = ''): TOTP {
  return new TOTP({
    issuer: MFA_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: MFA_CODE_DIGITS,
    period: MFA_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

/** The time step (RFC 6238 "T") a code belongs to, or undefined when it matches none within the window. */
export function matchingStep(base32: string, code: string, now = Date.now()): number | undefined {
  const delta = totp(base32).validate({ token: code, timestamp: now, window: MFA_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / MFA_PERIOD_SECONDS) + delta;
}

/** The code an app shows at `now` (tests and the demo). */
export function currentCode(base32: string, now = Date.now()): string {
  return totp(base32).generate({ timestamp: now });
}

/** otpauth:// URI as a PNG data URL, for the enable screen. */
export function qrCodeFor(base32: string, accountName: string): Promise<string> {
  return QRCode.toDataURL(totp(base32, accountName).toString(), { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}
