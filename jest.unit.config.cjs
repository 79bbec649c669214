/** All unit-test projects in one run (npm test): each workspace keeps its own Jest config. */
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const candidates = [
  'backend/jest.unit.config.cjs',
  'shell/jest.config.cjs',
  'mf-public/jest.config.cjs',
  'mf-gestion/jest.config.cjs',
  'mf-admin/jest.config.cjs',
  'libs/ui/jest.config.cjs',
  'libs/i18n/jest.config.cjs',
  'libs/api-client/jest.config.cjs',
  'tools/import-cycles/jest.config.cjs',
];

module.exports = {
  projects: candidates.filter((c) => existsSync(join(__dirname, c))).map((c) => join(__dirname, c)),
};
