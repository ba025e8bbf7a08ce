// Runs the grading service alone on its own port (its module's `port` unless PORT is set).
import { startService } from '@campus/kit';
import grading from './app.js';

await startService(grading);
