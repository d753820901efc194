import { eslintConfig } from '@maziwa/tooling/eslint';

export default eslintConfig({ kind: 'remote', remote: 'payroll', dir: import.meta.dirname });
