// Shared jest setup: ESM, TypeScript through swc, workspace packages resolved to their sources.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'es6' },
};

/**
 * For tests that render antd (jsdom): antd's ES build imports these packages' default exports, but their `main` is
 * CommonJS, whose default jest's ESM mode hands over as the whole exports object. Their ES build is what a browser
 * bundle takes anyway. (pagination and picker name their ES build in `exports` themselves.)
 */
export const ANTD_ES_BUILDS = {
  '^(@rc-component/(?!pagination$|picker$)[^/]+|@ant-design/cssinjs-utils|@ant-design/cssinjs|@ant-design/colors|@ant-design/fast-color)$': '$1/es/index.js',
  '^@emotion/(hash|unitless)$': '@emotion/$1/dist/$1.esm.js',
  // Under node's export condition the package entry is an .mjs over its CommonJS build, with the same problem.
  '^@ant-design/icons$': '@ant-design/icons/es/index',
};

/** @param {string} dir the package folder; @param {object} extra per-package settings */
export function jestProject(dir, extra = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['campus-source', 'node', 'node-addons'] },
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    // A guard against a hung test, not a measure: hashing passwords on a busy 2-core machine takes seconds.
    testTimeout: 60_000,
    testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
    ...extra,
  };
}
