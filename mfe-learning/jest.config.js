import { ANTD_ES_BUILDS, jestProject } from '../jest.preset.js';

// The learning area's rules (whose courses, the configured quick links) run in node, its screens in jsdom, against
// shared-ui's sources.
export default jestProject(import.meta.dirname, {
  displayName: 'mfe-learning',
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@campus/shared-ui$': '<rootDir>/test/support/shared-ui.ts',
    ...ANTD_ES_BUILDS,
  },
});
