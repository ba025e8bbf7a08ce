import { jestProject } from '../jest.preset.js';

// The learning area's pure rules (whose courses, the configured quick links) run in node against shared-ui's sources.
export default jestProject(import.meta.dirname, {
  displayName: 'mfe-learning',
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@campus/shared-ui$': '<rootDir>/test/support/shared-ui.ts',
  },
});
