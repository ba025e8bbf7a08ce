// The surveys service's jobs (src/jobs/: the opening notice, the reminder, the closing) in a process of their own,
// taken from BullMQ: scale it apart from the API.
import { startWorker } from '@campus/kit';
import surveys from './app.js';

await startWorker(surveys);
