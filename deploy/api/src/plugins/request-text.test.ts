import {
  DEPTH_PROBLEM,
  jsonDepthExceeds,
  LINE_BREAK_PROBLEM,
  MAX_DEPTH,
  normaliseText,
  problemsIn,
} from './request-text';

// The walkers hold no recursion: any shape of input is walked without exhausting the stack.
describe('request text rules', () => {
  const nested = (levels: number) => {
    let value: unknown = 'leaf';
    for (let i = 0; i < levels; i++) value = { a: value };
    return value;
  };

  it('walks 100,000 levels without recursion and names where it stopped', () => {
    const problems = problemsIn(nested(100_000), 'body');
    expect(problems.size).toBe(1);
    expect([...problems.values()]).toEqual([DEPTH_PROBLEM]);
    expect([...problems.keys()][0]).toBe(`body${'.a'.repeat(MAX_DEPTH)}`);
    expect(problemsIn(nested(MAX_DEPTH), 'body').size).toBe(0);
  });

  it('measures JSON text before parsing, skipping brackets inside strings', () => {
    expect(jsonDepthExceeds('['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds('['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`)).toBe(false);
  });

  it('allows line breaks only in multi-line fields', () => {
    expect(problemsIn({ notes: 'a\nb', contact_info: { address: 'a\r\nb' }, additional_info: 'a\tb' }, '').size).toBe(
      0,
    );
    expect(Object.fromEntries(problemsIn({ first_name: 'a\nb' }, ''))).toEqual({ first_name: LINE_BREAK_PROBLEM });
  });

  it('normalises text to NFC in place, passwords excepted', () => {
    const body = { name: 'Wanjiku\u0303', nested: [{ place: 'Nyeri\u0301' }], password: 'u\u0303' };
    normaliseText(body);
    expect(body).toEqual({ name: 'Wanjik\u0169', nested: [{ place: 'Nyer\u00ed' }], password: 'u\u0303' });
  });
});
