// One jest run over every package that has tests; each package's jest.config.js names itself.
export default {
  projects: ['<rootDir>/services/*/jest.config.js', '<rootDir>/shared-ui/jest.config.js', '<rootDir>/shell/jest.config.js', '<rootDir>/scripts/eslint/jest.config.js'],
};
