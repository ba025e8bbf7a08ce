// Runs the materials service alone on its own port (its module's `port` unless PORT is set).
import { startService } from '@campus/kit';
import materials from './app.js';

await startService(materials);
