// Runs the attendance service alone on its own port (its module's `port` unless PORT is set).
import { startService } from '@campus/kit';
import attendance from './app.js';

await startService(attendance);
