/** Jest base for the front-end projects: pure TypeScript unit tests through @swc/jest, Node environment. */
const { join } = require('node:path');

module.exports = function frontendJest(projectDir, displayName, { withSections = false } = {}) {
  return {
    displayName,
    // An app's tests see every app's sections, as the shell registers them (links across remotes).
    setupFiles: withSections ? [join(__dirname, 'jest.sections.ts')] : [],
    rootDir: projectDir,
    // Node, or jsdom for a component test (docblock `@dom`): jest.frontend-environment.cjs.
    testEnvironment: join(__dirname, 'jest.frontend-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: {
      // .mjs: the build's own scripts (scripts/shared-facades.mjs), tested from libs/ui.
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      // Style sheets are the bundler's business.
      '\\.css$': join(__dirname, 'jest.style-stub.cjs'),
      '^@festival/(api-client|ui|i18n)$': join(__dirname, 'libs/$1/src/index.ts'),
      '^@festival/api-client/bounds$': join(__dirname, 'libs/api-client/src/bounds.ts'),
      '^@festival/ui/address$': join(__dirname, 'libs/ui/src/address/index.ts'),
      '^@festival/ui/dates$': join(__dirname, 'libs/ui/src/forms/localDateTime.ts'),
      '^@festival/ui/editions$': join(__dirname, 'libs/ui/src/editions/index.ts'),
      '^@festival/i18n/zoned$': join(__dirname, 'libs/i18n/src/zoned.ts'),
      '^@festival/ui/later$': join(__dirname, 'libs/ui/src/later/index.ts'),
      '^@festival/ui/live$': join(__dirname, 'libs/ui/src/live/index.ts'),
      '^@festival/ui/map$': join(__dirname, 'libs/ui/src/map/index.ts'),
      '^@festival/ui/volunteers$': join(__dirname, 'libs/ui/src/volunteers/index.ts'),
      '^@festival/ui/testing$': join(__dirname, 'libs/ui/src/testing/index.tsx'),
      '^@festival/(mf-public|mf-gestion|mf-admin)/sections$': join(__dirname, '$1/src/sections.ts'),
    },
  };
};
