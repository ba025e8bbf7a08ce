// Symmetric keys the auth service derives from its JWT private key (which every auth instance already shares),
// one per purpose, so no extra secret has to be configured and a key for one purpose never opens another.
// Rotating JWT_PRIVATE_KEY therefore also ends pending sign-ins and makes stored MFA secrets unreadable
// (those people re-enrol); say so when rotating.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '@campus/kit';

export type KeyPurpose = 'mfa-secret' | 'mfa-pending-cookie' | 'google-state-cookie';

export function deriveKey(config: Config, purpose: KeyPurpose): Buffer {
  if (!config.jwtPrivateKey) throw new Error('The auth service needs JWT_PRIVATE_KEY');
  return Buffer.from(hkdfSync('sha256', config.jwtPrivateKey, 'campus-auth', purpose, 32));
}

/**
 * A small value in a cookie that the browser can carry but not forge or keep past its expiry: base64url JSON and
 * an HMAC-SHA-256 over it. Not encrypted: put nothing secret from the browser's point of view in it.
 */
export interface CookieSigner<T extends object> {
  sign(value: T, lifetimeSeconds: number, now?: Date): string;
  /** The value when the signature matches and it has not expired, else undefined. */
  verify(token: string | undefined, now?: Date): T | undefined;
}

export function cookieSigner<T extends object>(config: Config, purpose: KeyPurpose): CookieSigner<T> {
  const key = deriveKey(config, purpose);
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(value, lifetimeSeconds, now = new Date()) {
      const payload = Buffer.from(JSON.stringify({ v: value, exp: now.getTime() + lifetimeSeconds * 1000 })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, now = new Date()) {
      if (!token) return undefined;
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const { v, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { v: T; exp: number };
        return typeof exp === 'number' && exp > now.getTime() ? v : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
