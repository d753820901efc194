module.exports = require('@maziwa/tooling/jest-preset').jestConfig({ environment: 'node' });
