module.exports = require('../jest.frontend.cjs')(__dirname, 'mf-admin', { withSections: true });
