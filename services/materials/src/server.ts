// Runs the materials service alone on its own port (default materials port: see DEFAULT_PORTS in @campus/kit).
import { startService } from '@campus/kit';
import materials from './app.js';

await startService(materials);
