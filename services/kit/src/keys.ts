// RS256 key pair for access tokens: from the environment (PEM text or a file path), else generated once per DATA_DIR.
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.js';

export interface JwtKeys {
  privateKey?: string;
  publicKey: string;
}

export function loadJwtKeys(privateRaw: string | undefined, publicRaw: string | undefined, dataDir: string, baseDir: string): JwtKeys {
  const privateKey = privateRaw === undefined ? undefined : readPem('JWT_PRIVATE_KEY', privateRaw, baseDir);
  const publicKey = publicRaw === undefined ? undefined : readPem('JWT_PUBLIC_KEY', publicRaw, baseDir);
  if (privateKey !== undefined) checkKey('JWT_PRIVATE_KEY', () => createPrivateKey(privateKey));
  if (publicKey !== undefined) checkKey('JWT_PUBLIC_KEY', () => createPublicKey(publicKey));
  if (privateKey !== undefined && publicKey !== undefined) return { privateKey, publicKey };
  if (privateKey !== undefined) {
    return { privateKey, publicKey: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
  }
  // A verify-only service needs nothing more than the public key.
  if (publicKey !== undefined) return { publicKey };
  return storedKeyPair(path.join(dataDir, 'keys'));
}

function readPem(name: string, value: string, baseDir: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  const file = path.resolve(baseDir, value);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(`${name} must be PEM text or the path to a PEM file; cannot read the file "${file}"`);
  }
}

function checkKey(name: string, parse: () => unknown): void {
  try {
    parse();
  } catch (error) {
    throw new ConfigError(`${name} is not a valid PEM key (${(error as Error).message})`);
  }
}

function storedKeyPair(keysDir: string): JwtKeys {
  const privateFile = path.join(keysDir, 'jwt-private.pem');
  const publicFile = path.join(keysDir, 'jwt-public.pem');
  if (existsSync(privateFile) && existsSync(publicFile)) {
    return { privateKey: readFileSync(privateFile, 'utf8'), publicKey: readFileSync(publicFile, 'utf8') };
  }
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  try {
    mkdirSync(keysDir, { recursive: true, mode: 0o700 });
    writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
    writeFileSync(publicFile, pair.publicKey, { mode: 0o644 });
  } catch (error) {
    throw new ConfigError(`DATA_DIR is not writable: cannot store the JWT keys in "${keysDir}" (${(error as Error).message}); set JWT_PRIVATE_KEY and JWT_PUBLIC_KEY or fix DATA_DIR`);
  }
  return pair;
}
