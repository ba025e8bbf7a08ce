// The parts of @campus/shared-ui the shell's pure rules use, taken from the same source files. The package
// entry also re-exports its components, whose antd ES modules jest's node runtime cannot load.
export * from '../../../shared-ui/src/area.js';
export * from '../../../shared-ui/src/api/client.js';
export * from '../../../shared-ui/src/auth/rbac.js';
export * from '../../../shared-ui/src/i18n/i18n.js';
export * from '../../../shared-ui/src/i18n/format.js';
