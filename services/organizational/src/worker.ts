// The organizational service's jobs (src/jobs/: the bulk import) in a process of their own, taken from BullMQ.
import { startWorker } from '@campus/kit';
import organizational from './app.js';

await startWorker(organizational);
