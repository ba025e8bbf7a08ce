// Runs the organizational service alone on its own port (default organizational port: see DEFAULT_PORTS in @campus/kit).
import { startService } from '@campus/kit';
import organizational from './app.js';

await startService(organizational);
