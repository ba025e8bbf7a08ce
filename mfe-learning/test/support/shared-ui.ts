// The parts of @campus/shared-ui the learning area's pure rules use, from the same source files. The package entry
// also re-exports its components, whose antd ES modules jest's node runtime cannot load.
export * from '../../../shared-ui/src/api/client.js';
export * from '../../../shared-ui/src/auth/rbac.js';
export * from '../../../shared-ui/src/auth/auth-api.js';
export * from '../../../shared-ui/src/academic/org-api.js';
export * from '../../../shared-ui/src/query/paged-list.js';
