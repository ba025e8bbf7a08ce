// Runs the surveys service alone on its own port (its module's `port` unless PORT is set).
import { startService } from '@campus/kit';
import surveys from './app.js';

await startService(surveys);
