/**
 * API tests: the real server on a real PostgreSQL. One embedded cluster for the run; each test file
 * gets its own database cloned from a migrated template, so files run in parallel.
 */
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.api.spec.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', require('./swc-jest.cjs')] },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
