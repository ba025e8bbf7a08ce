import { ANTD_ES_BUILDS, jestProject } from '../jest.preset.js';

export default jestProject(import.meta.dirname, {
  displayName: 'shared-ui',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', ...ANTD_ES_BUILDS },
});
