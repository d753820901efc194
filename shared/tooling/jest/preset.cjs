// The jest preset every Maziwa package uses: TypeScript and JSX through swc, jsdom for
// React packages, CSS as identity objects, jest-dom matchers.
const path = require('node:path');

const ESM_ONLY = ['ky', 'jose', 'cookie'];

/** @param {{ environment?: 'jsdom' | 'node' }} [options] */
function jestConfig({ environment = 'jsdom' } = {}) {
  return {
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jsdom-with-fetch.cjs') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Some dependencies ship ESM only; let swc transform them too. Paths are pnpm real
    // paths: node_modules/.pnpm/ky@1.9.1/node_modules/ky/...
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/+])`],
    moduleNameMapper: {
      '\\.(css)$': require.resolve('identity-obj-proxy'),
      // jsdom cannot draw on a canvas: charts get a stand-in that records what they draw.
      '^uplot$': path.join(__dirname, 'uplot-fake.cjs'),
      // The kit's form entry imports the kit by its own name (shared/ui/src/forms.ts).
      '^@maziwa/ui$': path.join(__dirname, '../../ui/src/index.ts'),
      '^@maziwa/ui/forms$': path.join(__dirname, '../../ui/src/forms.ts'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'setup.cjs')] : []),
      path.join(__dirname, 'fail-on-console-error.cjs'),
    ],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // See setup.cjs: generous limits for two busy CI cores; fast runs are unaffected.
    testTimeout: 20_000,
  };
}

module.exports = { jestConfig };
