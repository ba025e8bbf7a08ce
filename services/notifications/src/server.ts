// Runs the notifications service alone on its own port (its module's `port` unless PORT is set).
import { startService } from '@campus/kit';
import notifications from './app.js';

await startService(notifications);
