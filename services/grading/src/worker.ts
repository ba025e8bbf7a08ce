// The grading service's jobs (src/jobs/: the code mail, the students' notice of a publish) in a process of their
// own, taken from BullMQ: scale it apart from the API.
import { startWorker } from '@campus/kit';
import grading from './app.js';

await startWorker(grading);
