import { eslintConfig } from '@maziwa/tooling/eslint';

export default eslintConfig({ kind: 'shared' });
