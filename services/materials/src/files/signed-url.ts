// Download links that expire: /api/materials/files/:materialId?expires=<unix seconds>&sig=<HMAC-SHA256, base64url>.
// The signature covers the material id and the expiry, so neither can be changed; it is compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signDownload(materialId: number, secret: string, ttlSeconds: number, now = Date.now()): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const sig = signature(materialId, String(expires), secret);
  return { url: `/api/materials/files/${materialId}?expires=${expires}&sig=${sig}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** 'invalid' for any changed or malformed part (checked first), 'expired' for a genuine link past its time. */
export function verifyDownload(materialId: number, expires: string, sig: string, secret: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
  if (!Number.isSafeInteger(materialId) || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
  const expected = Buffer.from(signature(materialId, expires, secret));
  if (!timingSafeEqual(expected, Buffer.from(sig))) return 'invalid';
  return Number(expires) * 1000 <= now ? 'expired' : 'ok';
}

function signature(materialId: number, expires: string, secret: string): string {
  return createHmac('sha256', secret).update(`material-download:${materialId}:${expires}`).digest('base64url');
}
