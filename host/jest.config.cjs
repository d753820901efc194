const base = require('@maziwa/tooling/jest-preset').jestConfig();
module.exports = {
  ...base,
  // The federation runtime is replaced in tests by src/federation/testing: remotes are
  // mapped to fakes so the shell is tested without a network.
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/federation/testing/fake-runtime.ts',
  },
};
