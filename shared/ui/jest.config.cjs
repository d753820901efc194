// The UI kit's tests run in a zone far from the organisation's (Los Angeles, not Nairobi),
// so a time shown in the browser's zone instead of the organisation's fails a test. Set
// here, before jest starts its workers, because a zone set inside a test file is too late.
process.env.TZ = 'America/Los_Angeles';

module.exports = require('@maziwa/tooling/jest-preset').jestConfig();
