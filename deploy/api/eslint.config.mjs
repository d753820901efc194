import { eslintConfig } from '@maziwa/tooling/eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The API's one direction (README.md: Layout). Production code imports only its own folder
// and folders below it: shared layers from the bottom up, then the domains, then the app.
const LAYERS = [
  ['config', 'types'],
  ['http'],
  ['db'],
  ['schemas', 'domain'],
  ['auth'],
  ['plugins'],
  ['resources'],
  // the domains: they may import each other only as DOMAIN_IMPORTS allows
  [],
];

// Which domains a domain may import (a graph with no cycle); every domain may import the shared layers.
const DOMAIN_IMPORTS = {
  organizations: [],
  logistics: [],
  access: ['organizations', 'logistics'],
  people: ['access', 'logistics'],
  payments: ['people', 'messaging', 'credentials'],
  collections: ['logistics', 'people', 'payments', 'messaging'],
  quality: ['collections', 'logistics', 'people'],
  supplies: ['payments', 'people'],
  extension: ['people'],
  reports: [
    'organizations',
    'logistics',
    'access',
    'people',
    'payments',
    'collections',
    'quality',
    'supplies',
    'extension',
  ],
  audit: [],
  // SMS and e-mail to farmers and admins (issue 32): below the domains whose records it tells about.
  messaging: ['credentials'],
  // An organisation's own provider accounts, sealed (issue 32): read by messaging and payments.
  credentials: [],
};
const DOMAINS = Object.keys(DOMAIN_IMPORTS);
LAYERS[LAYERS.length - 1] = DOMAINS;

// The top: the app (api-plugin.ts registers domains.ts), its entry points, demo data, tests' helpers.
const TOP = [
  'api-plugin.ts',
  'app.ts',
  'domains.ts',
  'index.ts',
  'migrate-cli.ts',
  'server.ts',
  'seed',
  'seed-large',
  'testing',
  'fuzz',
];

const src = (name) => `./src/${name}`;
const zones = [];
LAYERS.forEach((layer, level) => {
  const above = [...LAYERS.slice(level + 1).flat(), ...TOP];
  for (const folder of layer) {
    const barred =
      level === LAYERS.length - 1
        ? [...DOMAINS.filter((d) => d !== folder && !DOMAIN_IMPORTS[folder].includes(d)), ...TOP]
        : above;
    zones.push({
      target: src(folder),
      from: barred.map(src),
      message:
        level === LAYERS.length - 1
          ? `The ${folder} domain imports only the shared layers and the domains README.md's Layout allows it (${DOMAIN_IMPORTS[folder].join(', ') || 'none'}).`
          : `${folder}/ is a shared layer: it never imports a layer above it, a domain or the app (README.md: Layout).`,
    });
  }
});

export default [
  ...eslintConfig({ kind: 'node' }),
  // The API's import direction and its cycles, kept here (not in @maziwa/tooling) as they are the API's own.
  {
    files: ['src/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests sit beside the code they test but may set up the whole API (testing/test-app.ts).
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/**/*.pg-test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] },
  },
];
