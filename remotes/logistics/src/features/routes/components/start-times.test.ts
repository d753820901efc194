import { startTimesSummary } from './start-times';

describe('startTimesSummary', () => {
  it('lists each time once, earliest first', () => {
    expect(startTimesSummary({ monday: ['14:00', '05:30'], tuesday: ['05:30'], sunday: ['06:00'] })).toBe('05:30, 06:00, 14:00');
  });

  it('says N/A for a route without start times', () => {
    expect(startTimesSummary({})).toBe('N/A');
    expect(startTimesSummary(undefined)).toBe('N/A');
  });
});
