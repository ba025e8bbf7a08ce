// The drill service run alone, as services/<name>/src/server.ts runs a service (the fault drills start it).
import { startService } from '../../src/index.js';
import { drill } from './drill-module.js';

await startService(drill);
