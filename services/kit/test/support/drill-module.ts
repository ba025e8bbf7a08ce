// A small service for the fault drills (test/faults-*.test.ts): a slow answer, a server-sent event stream and a
// write over the real PostgreSQL and Redis of the environment, and a job that works in steps (drill.steps).
import type { ServerResponse } from 'node:http';
import { sql, type Generated, type Kysely } from 'kysely';
import { defineJob, sendMailOnce, type ServiceModule } from '../../src/index.js';
import { Type } from 'typebox';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DrillDatabase {
  writes: { id: Generated<string>; key: string };
  steps: { job_key: string; step: number };
  runs: { id: Generated<string>; job_key: string; pid: number; started_at: Generated<Date> };
}

/** Writes `steps` rows one by one, resuming after the last one written, as the bulk import resumes by its rows. */
export const stepsJob = defineJob('drill.steps', Type.Object({ v: Type.Literal(1), key: Type.String(), steps: Type.Integer(), stepMs: Type.Integer() }));

/** Sends one mail (once per job, sendMailOnce), then works on for `afterMs` before the job is done. */
export const mailJob = defineJob('drill.mail', Type.Object({ v: Type.Literal(1), key: Type.String(), to: Type.String(), afterMs: Type.Integer() }));

export const drill: ServiceModule = {
  name: 'drill',
  schemaName: process.env.DRILL_SCHEMA ?? 'drill',
  migrations: {
    '001_writes': {
      async up(db: Kysely<unknown>) {
        await db.schema.createTable('writes').addColumn('id', 'bigserial', (column) => column.primaryKey()).addColumn('key', 'text', (column) => column.notNull().unique()).execute();
        await db.schema.createTable('steps').addColumn('job_key', 'text', (column) => column.notNull()).addColumn('step', 'integer', (column) => column.notNull()).addPrimaryKeyConstraint('steps_pk', ['job_key', 'step']).execute();
        await db.schema.createTable('runs').addColumn('id', 'bigserial', (column) => column.primaryKey()).addColumn('job_key', 'text', (column) => column.notNull()).addColumn('pid', 'integer', (column) => column.notNull()).addColumn('started_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`)).execute();
      },
    },
  },
  jobs(deps) {
    const db = deps.database<DrillDatabase>(drill.schemaName);
    deps.jobs.define(mailJob, async ({ key, to, afterMs }, attempt) => {
      await db.insertInto('runs').values({ job_key: key, pid: process.pid }).execute();
      await sendMailOnce(deps, attempt, async () => ({ to, subject: `Your code for ${key}`, text: `code of run ${process.pid}` }));
      await sleep(afterMs);
    });
    deps.jobs.define(stepsJob, async ({ key, steps, stepMs }) => {
      await db.insertInto('runs').values({ job_key: key, pid: process.pid }).execute();
      const done = await db.selectFrom('steps').select(sql<number>`count(*)::int`.as('count')).where('job_key', '=', key).executeTakeFirstOrThrow();
      for (let step = done.count; step < steps; step += 1) {
        await db.insertInto('steps').values({ job_key: key, step }).execute();
        await sleep(stepMs);
      }
    });
  },
  async routes(app, deps) {
    const db = deps.database<DrillDatabase>(drill.schemaName);
    const streams = new Set<ServerResponse>();
    // As the notifications and import-progress streams do: the server's close ends every open stream.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
    });
    app.get<{ Querystring: { ms?: string } }>('/api/drill/slow', { config: { access: { public: true } } }, async (request) => {
      await sleep(Number(request.query.ms ?? 0));
      return { pid: process.pid };
    });
    app.get('/api/drill/stream', { config: { access: { public: true } } }, async (request, reply) => {
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      streams.add(response);
      const tick = setInterval(() => response.write(`data: ${process.pid}\n\n`), 50);
      response.once('close', () => {
        clearInterval(tick);
        streams.delete(response);
      });
      response.write(`data: ${process.pid}\n\n`);
    });
    app.post<{ Body: { key: string } }>('/api/drill/writes', { config: { access: { public: true } } }, async (request, reply) => {
      await db.insertInto('writes').values({ key: request.body.key }).execute();
      return reply.status(201).send({ key: request.body.key });
    });
    app.get('/api/drill/count', { config: { access: { public: true } } }, async () => {
      const row = await db.selectFrom('writes').select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
      return { count: Number(row.count) };
    });
  },
};
