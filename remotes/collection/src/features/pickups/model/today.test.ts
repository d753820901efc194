import { organisationToday } from './today';

describe('organisationToday', () => {
  it("is the day in the organisation's zone (Nairobi, UTC+3), not UTC's", () => {
    expect(organisationToday(new Date('2025-02-02T20:59:00Z'))).toBe('2025-02-02');
    expect(organisationToday(new Date('2025-02-02T21:00:00Z'))).toBe('2025-02-03');
  });
});
