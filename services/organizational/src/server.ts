// Runs the organizational service alone on its own port (its module's `port` unless PORT is set).
import { startService } from '@campus/kit';
import organizational from './app.js';

await startService(organizational);
