// One jest run over every package that has tests; each package's jest.config.js names itself.
export default {
  // A hang guard for every test. It must sit here: with projects, jest reads testTimeout from the global config only.
  testTimeout: 60_000,
  projects: ['<rootDir>/services/*/jest.config.js', '<rootDir>/shared-ui/jest.config.js', '<rootDir>/shell/jest.config.js', '<rootDir>/mfe-learning/jest.config.js', '<rootDir>/mfe-teaching/jest.config.js', '<rootDir>/scripts/eslint/jest.config.js', '<rootDir>/infra/jest.config.js'],
};
