module.exports = require('../jest.frontend.cjs')(__dirname, 'mf-gestion', { withSections: true });
