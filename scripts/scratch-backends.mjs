// Throwaway backends on the machine's own PostgreSQL and Redis, for the scripts that start Campus for a run of their
// own (scripts/test-distributed.mjs, infra/bench/first-morning): a fresh database, and a Redis database nobody
// uses. Each returns its URL and a function that removes it again.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import pg from 'pg';

async function withClient(adminUrl, work) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database `<prefix>_<random>` on adminUrl's server; drop() removes it even while connections remain. */
export async function createScratchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)) };
}

/** A Redis database nobody uses (numbers 1 to 15, empty), claimed with a key so two runs never share one. */
export async function claimRedisDatabase(redisBaseUrl) {
  const base = redisBaseUrl.replace(/\/\d*$/, '');
  for (let db = 15; db >= 1; db -= 1) {
    const client = new Redis(`${base}/${db}`, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
    try {
      await client.connect();
      if ((await client.dbsize()) !== 0) continue;
      if ((await client.set('campus-dist:claimed', String(process.pid), 'EX', 6 * 3600, 'NX')) !== 'OK') continue;
      const release = async () => {
        const cleaner = new Redis(`${base}/${db}`, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
        try {
          await cleaner.flushdb();
        } finally {
          cleaner.disconnect();
        }
      };
      return { db, url: `${base}/${db}`, release };
    } finally {
      client.disconnect();
    }
  }
  throw new Error('no empty Redis database (1 to 15) to use');
}
