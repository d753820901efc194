const base = require('@maziwa/tooling/jest-preset').jestConfig({ environment: 'node' });

module.exports = {
  ...base,
  // jose ships ESM only; let swc turn it into CommonJS like the preset does for ky.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose)[@/+])'],
  // Each test file starts its own embedded PostgreSQL (about 3 s) before the first test.
  testTimeout: 30000,
};
