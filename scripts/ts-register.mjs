// node --conditions=campus-source --import scripts/ts-register.mjs some.ts: run TypeScript sources in a child process (tests).
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
