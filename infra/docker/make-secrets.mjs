// Writes the secrets every Campus process shares into one folder, once: the JWT key pair (auth signs with the
// private key, every service verifies with the public one) and SERVICE_TOKEN. Existing files are kept, so running
// it again changes nothing. Used by compose's one-shot `secrets` service and by `infra/k8s` (see its README).
//   node infra/docker/make-secrets.mjs <folder>
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.resolve(process.argv[2] ?? '/secrets');
mkdirSync(folder, { recursive: true });

function writeOnce(name, make) {
  const file = path.join(folder, name);
  if (existsSync(file)) return false;
  writeFileSync(file, make(), { mode: 0o600 });
  return true;
}

const privateFile = path.join(folder, 'jwt-private.pem');
if (!existsSync(privateFile)) {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(path.join(folder, 'jwt-public.pem'), pair.publicKey, { mode: 0o644 });
  writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
  console.log(`JWT key pair written to ${folder}`);
}
if (writeOnce('service-token', () => randomBytes(32).toString('hex'))) console.log(`SERVICE_TOKEN written to ${folder}/service-token`);
