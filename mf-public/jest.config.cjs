module.exports = require('../jest.frontend.cjs')(__dirname, 'mf-public', { withSections: true });
