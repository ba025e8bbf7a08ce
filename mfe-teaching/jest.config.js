import { jestProject } from '../jest.preset.js';

// The lecturer area's pure rules (the material form's body, checks and failure texts) run in node against
// shared-ui's sources.
export default jestProject(import.meta.dirname, {
  displayName: 'mfe-teaching',
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@campus/shared-ui$': '<rootDir>/test/support/shared-ui.ts',
  },
});
