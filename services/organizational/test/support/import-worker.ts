// A worker process for the recovery tests: the organizational jobs taken from BullMQ under the test's Redis prefix
// (argv[2]), configured from the environment like src/worker.ts. The test kills it with SIGKILL mid-import.
import { createDeps, loadConfig } from '@campus/kit';
import organizational from '../../src/app.js';

const deps = await createDeps(loadConfig(process.env, 'organizational'), { redisPrefix: process.argv[2] });
organizational.jobs?.(deps);
await deps.jobs.start();
process.send?.('ready');
