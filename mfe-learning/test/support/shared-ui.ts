// The parts of @campus/shared-ui the learning area's pure rules use, from the same source files. The package entry
// also re-exports its components, whose antd ES modules jest's node runtime cannot load.
export * from '../../../shared-ui/src/api/client.js';
export * from '../../../shared-ui/src/auth/rbac.js';
export * from '../../../shared-ui/src/auth/auth-api.js';
export * from '../../../shared-ui/src/academic/org-api.js';
export * from '../../../shared-ui/src/query/paged-list.js';
// What the screens under test (jsdom) use besides.
export * from '../../../shared-ui/src/components/error-panel.js';
export * from '../../../shared-ui/src/components/page-header.js';
export * from '../../../shared-ui/src/attendance/attendance-status.js';
export * from '../../../shared-ui/src/attendance/i18n/index.js';
export * from '../../../shared-ui/src/i18n/format.js';
export * from '../../../shared-ui/src/i18n/localized.js';
export * from '../../../shared-ui/src/components/period-screen.js';
export * from '../../../shared-ui/src/grading/midterm-status.js';
export * from '../../../shared-ui/src/grading/i18n/index.js';
export * from '../../../shared-ui/src/grading/overview/midterms-overview.js';
export * from '../../../shared-ui/src/grading/overview/periods.js';
export * from '../../../shared-ui/src/query/notification-refresh.js';
export * from '../../../shared-ui/src/api/api-error.js';
