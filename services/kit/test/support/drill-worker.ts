// The drill service's jobs in a worker process, as services/<name>/src/worker.ts runs them (the fault drills start
// it and kill it).
import { startWorker } from '../../src/index.js';
import { drill } from './drill-module.js';

await startWorker(drill);
