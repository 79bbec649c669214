/** The repository's own checks over every project's code (import circles), in Node. */
module.exports = {
  displayName: 'repository',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', require('../../backend/swc-jest.cjs')] },
};
