import { addDays, dayIn } from './inventory-period';

it('counts days on the organisation clock', () => {
  // 22:30 UTC is already the next day in Nairobi, still the same day in Los Angeles.
  const instant = new Date('2026-02-23T22:30:00Z');
  expect(dayIn('Africa/Nairobi', instant)).toBe('2026-02-24');
  expect(dayIn('America/Los_Angeles', instant)).toBe('2026-02-23');
});

it('steps over month ends both ways', () => {
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2026-02-01', -29)).toBe('2026-01-03');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
});
