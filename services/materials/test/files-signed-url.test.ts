// Download links that expire, and cannot be changed without breaking their signature.
import { signDownload, verifyDownload } from '../src/files/signed-url.js';

const secret = 'test-download-secret';
const now = Date.UTC(2026, 10, 26, 12, 0, 0);

function parts(url: string) {
  const parsed = new URL(url, 'http://campus.test');
  return { path: parsed.pathname, expires: parsed.searchParams.get('expires')!, sig: parsed.searchParams.get('sig')! };
}

describe('signed download links', () => {
  it('a link names the material, expires after its ttl and verifies until then', () => {
    const link = signDownload(42, secret, 300, now);
    const { path, expires, sig } = parts(link.url);
    expect(path).toBe('/api/materials/files/42');
    expect(link.expiresAt).toBe('2026-11-26T12:05:00.000Z');
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyDownload(42, expires, sig, secret, now + 299_000)).toBe('ok');
  });

  it('when the link is past its time, then expired', () => {
    const { expires, sig } = parts(signDownload(42, secret, 300, now).url);
    expect(verifyDownload(42, expires, sig, secret, now + 300_000)).toBe('expired');
  });

  it('when any part is changed, then invalid (a later expiry, another material, another key, a changed signature)', () => {
    const { expires, sig } = parts(signDownload(42, secret, 300, now).url);
    expect(verifyDownload(42, String(Number(expires) + 3600), sig, secret, now)).toBe('invalid');
    expect(verifyDownload(43, expires, sig, secret, now)).toBe('invalid');
    expect(verifyDownload(42, expires, sig, 'another-secret', now)).toBe('invalid');
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyDownload(42, expires, flipped, secret, now)).toBe('invalid');
  });

  it('when a part is malformed, then invalid rather than an error', () => {
    const { expires, sig } = parts(signDownload(42, secret, 300, now).url);
    expect(verifyDownload(42, expires, '', secret, now)).toBe('invalid');
    expect(verifyDownload(42, expires, `${sig}=`, secret, now)).toBe('invalid');
    expect(verifyDownload(42, '-1', sig, secret, now)).toBe('invalid');
    expect(verifyDownload(42, '1e12', sig, secret, now)).toBe('invalid');
    expect(verifyDownload(Number.NaN, expires, sig, secret, now)).toBe('invalid');
  });

  it('an expired link that was also tampered with says invalid, not expired', () => {
    const { expires, sig } = parts(signDownload(42, secret, 300, now).url);
    expect(verifyDownload(42, String(Number(expires) - 1), sig, secret, now + 3_600_000)).toBe('invalid');
  });
});
