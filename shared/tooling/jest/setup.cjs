require('@testing-library/jest-dom');
require('./dialog-polyfill.cjs');

// CI machines have two busy cores: the first lazy page of a suite can take more than
// testing-library's default second to transform and render. Waiting longer costs nothing
// when things are fast.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
