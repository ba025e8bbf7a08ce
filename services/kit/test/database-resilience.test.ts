// A PostgreSQL restart or failover ends the pool's idle connections; the service must live through it.
import { sql } from 'kysely';
import pg from 'pg';
import { BACKENDS, openTestDeps, POSTGRES_URL, type TestDeps } from './support/backends.js';

const postgres = BACKENDS.find((backend) => backend.env.DATABASE_URL)!;

describe('the PostgreSQL pool', () => {
  let context: TestDeps;
  beforeAll(async () => {
    context = await openTestDeps(postgres);
  }, 30_000);
  afterAll(() => context?.close());

  it('when the server ends its idle connections, then the process stays up and the next query opens a new one', async () => {
    const db = context.deps.database('public');
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const pid = before.rows[0]!.pid;

    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend($1) as ended', [pid]);
      expect(ended.rows[0].ended).toBe(true);
    } finally {
      await admin.end();
    }
    // Give the pool time to hear the termination on the idle socket (this is where an unheard 'error' crashed).
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    expect(after.rows[0]!.pid).not.toBe(pid);
  });
});
