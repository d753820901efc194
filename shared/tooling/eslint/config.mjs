// The one ESLint configuration of the repository. Besides the usual TypeScript and React
// hook rules it enforces the architecture's boundaries: remotes never import each other or
// the host, shared packages never import apps, and nobody reaches into another package's
// src/ (packages export through package.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
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
 * @param {{ kind: 'remote' | 'shared' | 'host' | 'node', remote?: string }} options
 */
export function eslintConfig({ kind, remote } = { kind: 'shared' }) {
  const boundaries =
    kind === 'remote'
      ? restricted([
          {
            group: ['@maziwa/host', '@maziwa/host/**', ...REMOTES.filter((r) => r !== remote).map((r) => `@maziwa/remote-${r}`)],
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
          ? restricted([{ group: ['@maziwa/remote-*'], message: 'The host loads remotes at run time, never by import.' }])
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
    {
      files: ['**/*.test.{ts,tsx}', '**/testing/**'],
      languageOptions: { globals: { ...globals.jest, ...globals.node } },
    },
  );
}
