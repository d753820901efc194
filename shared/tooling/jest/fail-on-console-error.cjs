// A test that logs console.error fails: React's act() warnings, failed prop types and
// unhandled errors print there, and a passing suite full of them hides real problems. A test
// that expects an error silences it on purpose with
// jest.spyOn(console, 'error').mockImplementation(() => {}), which replaces this recorder.
const { format } = require('node:util');

let logged = [];
let original;

beforeEach(() => {
  logged = [];
  original = console.error;
  console.error = (...args) => {
    logged.push(format(...args));
  };
});

afterEach(() => {
  console.error = original;
  if (logged.length > 0) {
    const shown = logged.map((text) => (text.length > 2000 ? `${text.slice(0, 2000)}...` : text));
    throw new Error(`The test logged ${logged.length} console.error message(s):\n${shown.join('\n---\n')}`);
  }
});
