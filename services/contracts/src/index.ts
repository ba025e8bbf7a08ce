export { normalizeRole } from './roles.js';
