export * from './roles.js';
export * from './rbac.js';
export * from './password.js';
export * from './email.js';
export * from './auth.js';
export { DEMO_PASSWORD } from './demo.js';
