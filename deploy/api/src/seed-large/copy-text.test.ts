import { copyLine, copyValue } from './copy-text';

it('escapes what COPY text treats specially and writes NULL as \\N', () => {
  expect(copyValue('tab\there')).toBe('tab\\there');
  expect(copyValue('two\nlines\r')).toBe('two\\nlines\\r');
  expect(copyValue('back\\slash')).toBe('back\\\\slash');
  expect(copyValue(null)).toBe('\\N');
  expect(copyValue(undefined)).toBe('\\N');
  expect(copyValue('\\N')).toBe('\\\\N');
});

it('writes numbers, booleans and instants as PostgreSQL reads them', () => {
  expect(copyValue(12.5)).toBe('12.5');
  expect(copyValue(true)).toBe('t');
  expect(copyValue(false)).toBe('f');
  expect(copyValue(new Date('2026-03-02T06:30:00+03:00'))).toBe('2026-03-02T03:30:00.000Z');
  expect(() => copyValue(Number.NaN)).toThrow();
});

it('writes arrays as array literals and objects as JSON', () => {
  expect(copyValue(['9b2a6c1e-0000-4000-8000-000000000001', 'b'])).toBe('{9b2a6c1e-0000-4000-8000-000000000001,b}');
  expect(copyValue([])).toBe('{}');
  expect(copyValue(['a b', 'say "hi"', 'NULL', null])).toBe('{"a b","say \\\\"hi\\\\"","NULL",NULL}');
  expect(copyValue({ monday: ['05:30'], note: 'a\tb' })).toBe('{"monday":["05:30"],"note":"a\\\\tb"}');
});

it('joins a row with tabs and ends it with a newline', () => {
  expect(copyLine(['Wanjiru', null, 3])).toBe('Wanjiru\t\\N\t3\n');
});
