import { jestProject } from '../jest.preset.js';

// The shell's pure rules (home paths, sidebar, manifest) run in node, against shared-ui's own source files.
export default jestProject(import.meta.dirname, {
  displayName: 'shell',
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@campus/shared-ui$': '<rootDir>/test/support/shared-ui.ts',
  },
});
