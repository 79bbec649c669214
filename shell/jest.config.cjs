module.exports = require('../jest.frontend.cjs')(__dirname, 'shell', { withSections: true });
