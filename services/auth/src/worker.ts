// The auth service's jobs (src/jobs/) in a process of their own, taken from BullMQ: scale it apart from the API.
import { startWorker } from '@campus/kit';
import authModule from './app.js';

await startWorker(authModule);
