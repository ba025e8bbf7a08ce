// Runs the grading service alone on its own port (default grading port: see DEFAULT_PORTS in @campus/kit).
import { startService } from '@campus/kit';
import grading from './app.js';

await startService(grading);
