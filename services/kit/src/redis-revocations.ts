// Revocations kept in a Redis sorted set scored by when they may be forgotten, for instances that start later.
import type { Redis } from 'ioredis';
import type { Revocation, RevocationStore } from './revocations.js';

export class RedisRevocationStore implements RevocationStore {
  constructor(
    private readonly client: Redis,
    private readonly key: string,
  ) {}

  async add(revocation: Revocation, forgetAt: number): Promise<void> {
    await this.client
      .multi()
      .zadd(this.key, forgetAt, JSON.stringify(revocation))
      .zremrangebyscore(this.key, '-inf', Date.now())
      .pexpireat(this.key, forgetAt)
      .exec();
  }

  async since(now: number): Promise<Revocation[]> {
    const members = await this.client.zrangebyscore(this.key, `(${now}`, '+inf');
    return members.map((member) => JSON.parse(member) as Revocation);
  }
}
