import { eslintConfig } from '@maziwa/tooling/eslint';

export default eslintConfig({ kind: 'remote', remote: 'admin', dir: import.meta.dirname });
