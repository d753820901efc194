import { generateReference } from './transaction-reference';

describe('generateReference', () => {
  it('names the prefix and the day, then 8 characters that are easy to read out', () => {
    expect(generateReference('CASH', new Date(2026, 10, 2))).toMatch(/^CASH-20261102-[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it('never gives the same reference twice', () => {
    const references = new Set(Array.from({ length: 200 }, () => generateReference('BULK')));
    expect(references.size).toBe(200);
  });
});
