// Runs the notifications service alone on its own port (default notifications port: see DEFAULT_PORTS in @campus/kit).
import { startService } from '@campus/kit';
import notifications from './app.js';

await startService(notifications);
