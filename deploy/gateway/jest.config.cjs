const base = require('@maziwa/tooling/jest-preset').jestConfig({ environment: 'node' });
module.exports = {
  ...base,
  testTimeout: 30000,
  // The API is tested from its sources, not from a previous build.
  moduleNameMapper: { ...base.moduleNameMapper, '^@maziwa/api$': '<rootDir>/../api/src/index.ts' },
};
