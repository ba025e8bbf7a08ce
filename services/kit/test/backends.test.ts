// Database, migrations, mail, events and rate limits behave the same on both backends.
import { sql, type Generated, type Kysely } from 'kysely';
import { buildServiceApp, migrateService, KIT_SCHEMA, type KitDatabase, type ServiceModule } from '../src/index.js';
import { BACKENDS, dropSchemas, eventually, openTestDeps, uniqueName, type TestDeps } from './support/backends.js';

// Opening PGlite (initdb in WebAssembly) takes longer than jest's 5 s default on a busy machine.
const START_MS = 60_000;

interface NoteDatabase {
  notes: { id: Generated<string>; body: string; views: Generated<string> };
}

function notesModule(schemaName: string): ServiceModule {
  return {
    name: 'notes',
    schemaName,
    migrations: {
      '0001_create_notes': {
        async up(db: Kysely<unknown>) {
          await db.schema
            .createTable('notes')
            .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
            .addColumn('body', 'text', (column) => column.notNull())
            .addColumn('views', 'int8', (column) => column.notNull().defaultTo(0))
            .execute();
        },
      },
    },
    routes: async () => {},
  };
}

describe.each(BACKENDS)('on $name', (backend) => {
  let context: TestDeps;
  const schemas: string[] = [];

  beforeAll(async () => {
    context = await openTestDeps(backend);
  }, START_MS);

  afterAll(async () => {
    await context?.close();
    if (backend.env.DATABASE_URL) await dropSchemas(...schemas);
  }, START_MS);

  function newSchema(): string {
    const schema = uniqueName('kit_notes');
    schemas.push(schema);
    return schema;
  }

  it('when a service is migrated twice, then its schema and tables exist once and the second run changes nothing', async () => {
    const schema = newSchema();
    await migrateService(context.deps, notesModule(schema));
    await migrateService(context.deps, notesModule(schema));
    const db = context.deps.database<NoteDatabase>(schema);
    await db.insertInto('notes').values({ body: 'Barev' }).execute();
    const rows = await db.selectFrom('notes').selectAll().execute();
    expect(rows).toEqual([{ id: expect.any(String), body: 'Barev', views: '0' }]);
    const migrations = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db);
    expect(migrations.rows.map((row) => row.name)).toEqual(['0001_create_notes']);
  });

  it('when a transaction fails, then its writes are rolled back', async () => {
    const schema = newSchema();
    await migrateService(context.deps, notesModule(schema));
    const db = context.deps.database<NoteDatabase>(schema);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ body: 'lost' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const update = await db.updateTable('notes').set({ body: 'x' }).executeTakeFirst();
    expect(update.numUpdatedRows).toBe(0n);
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
  });

  it('when SMTP is not configured, then mail is kept in the kit outbox', async () => {
    const to = `${uniqueName('student')}@campus.test`;
    await context.deps.mailer.send({ to, subject: 'Your code', text: 'Code: 123456' });
    const outbox = context.deps.database<KitDatabase>(KIT_SCHEMA);
    const mail = await outbox.selectFrom('outbox').selectAll().where('to', '=', to).execute();
    expect(mail).toEqual([expect.objectContaining({ to, subject: 'Your code', text: 'Code: 123456', html: null, created_at: expect.any(Date) })]);
  });

  it('when an event is published, then every subscriber of the channel gets the JSON message, and not after unsubscribing', async () => {
    const channel = uniqueName('channel');
    const received: unknown[] = [];
    const unsubscribe = await context.deps.events.subscribe(channel, (message) => received.push(message));
    await context.deps.events.publish(channel, { id: 1, text: 'Բարև' });
    await eventually(() => received.length === 1);
    expect(received).toEqual([{ id: 1, text: 'Բարև' }]);
    await unsubscribe();
    await context.deps.events.publish(channel, { id: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
  });

  it('when a key uses up its points, then it is blocked with retryAfter in seconds, and other keys are not', async () => {
    const limiter = context.deps.rateLimiter({ name: uniqueName('login'), points: 3, durationSeconds: 60 });
    const results = [];
    for (let attempt = 0; attempt < 4; attempt++) results.push(await limiter.consume('anna@campus.test'));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfter).toBeGreaterThanOrEqual(59);
    expect(results[3]!.retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.consume('aram@campus.test')).allowed).toBe(true);
    await limiter.reset('anna@campus.test');
    expect((await limiter.consume('anna@campus.test')).allowed).toBe(true);
  });

  it('when a key is only peeked at, then no attempt is counted, and a blocked key reads as blocked', async () => {
    const limiter = context.deps.rateLimiter({ name: uniqueName('peek'), points: 2, durationSeconds: 60 });
    for (let look = 0; look < 5; look++) expect((await limiter.peek('lilit@campus.test')).allowed).toBe(true);
    await limiter.consume('lilit@campus.test');
    expect((await limiter.peek('lilit@campus.test')).allowed).toBe(true);
    await limiter.consume('lilit@campus.test');
    const blocked = await limiter.peek('lilit@campus.test');
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfter).toBeGreaterThanOrEqual(59);
  });

  it('when the same rule is asked for twice, then both share one count', async () => {
    const rule = { name: uniqueName('ip'), points: 1, durationSeconds: 30 };
    await context.deps.rateLimiter(rule).consume('10.0.0.1');
    expect((await context.deps.rateLimiter(rule).consume('10.0.0.1')).allowed).toBe(false);
  });
});

describe.each(BACKENDS)('a service app on $name', (backend) => {
  it('when its database (and Redis) answer, then /ready says ready, and the module routes and its health answer', async () => {
    const context = await openTestDeps(backend);
    const schema = uniqueName('kit_ready');
    try {
      const module = { ...notesModule(schema), routes: async (app: import('fastify').FastifyInstance) => { app.get('/api/notes/count', { config: { access: { public: true } } }, async () => ({ ok: true })); } };
      const app = await buildServiceApp(context.deps, [module]);
      expect((await app.inject('/ready')).json()).toEqual({ status: 'ready' });
      expect((await app.inject('/api/notes/count')).json()).toEqual({ ok: true });
      expect((await app.inject('/api/notes/health')).json()).toEqual({ service: 'notes', status: 'ok' });
      await app.close();
    } finally {
      await context.close();
      if (backend.env.DATABASE_URL) await dropSchemas(schema);
    }
  }, START_MS);
});
