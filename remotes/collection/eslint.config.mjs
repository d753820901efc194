import { eslintConfig } from '@maziwa/tooling/eslint';

export default eslintConfig({ kind: 'remote', remote: 'collection', dir: import.meta.dirname });
