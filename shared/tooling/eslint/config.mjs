// The one ESLint configuration of the repository. Besides the usual TypeScript and React
// hook rules it enforces the architecture's boundaries: remotes never import each other or
// the host, shared packages never import apps, and nobody reaches into another package's
// src/ (packages export through package.json). Inside a remote it keeps each feature's
// parts apart (featureRules).
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

// The seven remotes: the one list, which the contracts' RemoteId and the start script read too.
const REMOTES = JSON.parse(readFileSync(new URL('../../contracts/src/remote-ids.json', import.meta.url), 'utf8'));

const deepImports = {
  group: ['@maziwa/*/src', '@maziwa/*/src/**'],
  message: 'Import the package through its exports, not its src/ folder.',
};

function restricted(patterns) {
  return { 'no-restricted-imports': ['error', { patterns: [deepImports, ...patterns] }] };
}

/**
 * A link to a page is written pagePath('/payroll/payslips/:id', { id }) (@maziwa/contracts),
 * which typecheck holds to the paths the remotes declare. A hand-built string that starts
 * like a page ('/payroll/...', `/farmers/${id}`) would escape that check and could name a
 * page nobody declares, so it is an error; a routes map's keys and type-level strings (API
 * paths such as RowOf<'/reports/...'>) are not links.
 */
function hardWrittenPageRules() {
  const firstSegments = new Set(
    REMOTES.flatMap((remote) => {
      const file = new URL(`../../../remotes/${remote}/src/pages.json`, import.meta.url);
      return existsSync(file)
        ? JSON.parse(readFileSync(file, 'utf8')).pages.map((page) => page.path.split('/')[1])
        : [];
    }),
  );
  // \x2F is '/': a selector's regular expression cannot hold a slash, escaped or not.
  const pageLike = `/^\\x2F(${[...firstSegments].join('|')})(\\x2F|$)/`;
  const message =
    "Link to a page with pagePath('<its declared path>', params) from @maziwa/contracts, so that typecheck knows it.";
  return {
    'no-restricted-syntax': [
      'error',
      {
        selector: `Literal[value=${pageLike}]:not(CallExpression[callee.name="pagePath"] > Literal):not(Property > Literal.key):not(TSLiteralType > Literal)`,
        message,
      },
      { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${pageLike}]`, message },
    ],
  };
}

/**
 * A remote's features (src/features/<x>/) each have api/ (calls to the API), components/
 * (React) and model/ (schemas, form values, pure logic). So that a feature reads as its
 * parts: api/ never imports components/, model/ imports neither, and a feature uses another
 * only through that feature's public index.ts, never its insides. Import cycles are errors
 * everywhere.
 */
function featureRules(dir) {
  const featuresDir = path.join(dir, 'src/features');
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const feature = (name) => `./src/features/${name}`;
  const zones = features.flatMap((name) => [
    {
      target: `${feature(name)}/api`,
      from: `${feature(name)}/components`,
      message: "A feature's api/ never imports its components/ (React): what both need belongs in model/.",
    },
    {
      // model/ is the bottom: api/ and components/ import it, so it imports neither (no
      // cycle through a type import either, which no-cycle does not see).
      target: `${feature(name)}/model`,
      from: [`${feature(name)}/api`, `${feature(name)}/components`],
      message: "A feature's model/ imports neither its api/ nor its components/: they import it.",
    },
    ...features
      .filter((other) => other !== name)
      .map((other) => ({
        target: feature(name),
        from: feature(other),
        except: ['./index.ts'],
        message: `Use features/${other} through its public index.ts, not its insides.`,
      })),
  ]);
  return {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: dir, zones }],
    },
  };
}

/**
 * @param {{ kind: 'remote' | 'shared' | 'host' | 'node', remote?: string, dir?: string }} options
 *   dir: the package's directory (a remote's features are found under it); default the working directory
 */
export function eslintConfig({ kind, remote, dir = process.cwd() } = { kind: 'shared' }) {
  const boundaries =
    kind === 'remote'
      ? restricted([
          {
            group: [
              '@maziwa/host',
              '@maziwa/host/**',
              ...REMOTES.filter((r) => r !== remote).map((r) => `@maziwa/remote-${r}`),
            ],
            message: 'A remote never imports the host or another remote: link by path instead.',
          },
          {
            // Climbing out of this remote into the repository (../../host, ../../../quality).
            regex: `^(\\.\\./)+(host|remotes|shared|deploy|${REMOTES.join('|')})(/|$)`,
            message: 'Stay inside this remote; shared code lives in a shared package.',
          },
        ])
      : kind === 'shared'
        ? restricted([{ group: ['@maziwa/host', '@maziwa/remote-*'], message: 'Shared packages never import apps.' }])
        : kind === 'host'
          ? restricted([
              { group: ['@maziwa/remote-*'], message: 'The host loads remotes at run time, never by import.' },
            ])
          : restricted([]);

  return tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { globals: kind === 'node' ? globals.node : { ...globals.browser } },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-explicit-any': 'off',
        ...boundaries,
      },
    },
    ...(kind === 'remote' ? [{ files: ['src/**/*.{ts,tsx}'], ...featureRules(dir) }] : []),
    ...(kind === 'remote' || kind === 'host'
      ? [
          {
            files: ['src/**/*.{ts,tsx}'],
            ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
            rules: hardWrittenPageRules(),
          },
        ]
      : []),
    {
      files: ['**/*.test.{ts,tsx}', '**/testing/**'],
      languageOptions: { globals: { ...globals.jest, ...globals.node } },
    },
  );
}
