// The parts of @campus/shared-ui the lecturer area's pure rules use, from the same source files. The package entry
// also re-exports its components, whose antd ES modules jest's node runtime cannot load.
export * from '../../../shared-ui/src/api/api-error.js';
export * from '../../../shared-ui/src/materials/material-errors.js';
export { i18n } from '../../../shared-ui/src/i18n/i18n.js';
