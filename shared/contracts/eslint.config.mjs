import { eslintConfig } from '@maziwa/tooling/eslint';

// generated/ is written by `pnpm api-types` from the API's OpenAPI document, not by hand.
export default [{ ignores: ['src/generated/**'] }, ...eslintConfig({ kind: 'shared' })];
