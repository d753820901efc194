const base = require('@maziwa/tooling/jest-preset').jestConfig({ environment: 'node' });

module.exports = {
  ...base,
  // jose and cookie (under light-my-request) ship ESM only, and PGlite's CommonJS build loads Node built-ins with import(),
  // which jest's module sandbox refuses: swc rewrites both into require().
  transform: { ...base.transform, '^.+\\.cjs$': base.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(jose|cookie|@electric-sql\\+pglite|@electric-sql/pglite)[@/+])',
  ],
  // Each test file starts its own embedded PostgreSQL (about 3 s) before the first test.
  testTimeout: 30000,
  // Builds the migrated PGlite template the test databases start from.
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  // *.pg-test.ts need a PostgreSQL server: they run when TEST_DATABASE_URL names one.
  testRegex: process.env.TEST_DATABASE_URL ? '\\.(test|pg-test)\\.ts$' : '\\.test\\.ts$',
};
