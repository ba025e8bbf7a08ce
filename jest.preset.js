// Shared jest setup: ESM, TypeScript through swc, workspace packages resolved to their sources.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'es6' },
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
