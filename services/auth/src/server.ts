// Standalone auth service (distributed mode): its own port, database pool and graceful shutdown.
import { startService } from '@campus/kit';
import authModule from './app.js';

await startService(authModule);
