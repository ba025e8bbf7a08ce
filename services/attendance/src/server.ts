// Runs the attendance service alone on its own port (default attendance port: see DEFAULT_PORTS in @campus/kit).
import { startService } from '@campus/kit';
import attendance from './app.js';

await startService(attendance);
