/** Unit tests: pure rules, no database. */
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', require('./swc-jest.cjs')] },
};
