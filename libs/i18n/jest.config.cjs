module.exports = require('../../jest.frontend.cjs')(__dirname, 'i18n');
