import { eslintConfig } from '@maziwa/tooling/eslint';

export default eslintConfig({ kind: 'remote', remote: 'quality', dir: import.meta.dirname });
