/** Jest base for the front-end projects: pure TypeScript unit tests through @swc/jest, Node environment. */
const { join } = require('node:path');

module.exports = function frontendJest(projectDir, displayName) {
  return {
    displayName,
    rootDir: projectDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@festival/(api-client|ui|i18n)$': join(__dirname, 'libs/$1/src/index.ts'),
      '^@festival/ui/editions$': join(__dirname, 'libs/ui/src/editions/index.ts'),
    },
  };
};
