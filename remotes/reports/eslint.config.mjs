import { eslintConfig } from '@maziwa/tooling/eslint';

export default eslintConfig({ kind: 'remote', remote: 'reports', dir: import.meta.dirname });
