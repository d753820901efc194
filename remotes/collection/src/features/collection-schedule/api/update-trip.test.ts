import { moved, withDriver } from './update-trip';

describe('moved', () => {
  it('moves the end with the start, keeping the length of the trip', () => {
    const trip = {
      start_time: new Date(2025, 0, 6, 5, 30).toISOString(),
      end_time: new Date(2025, 0, 6, 9, 0).toISOString(),
    };
    expect(moved(trip, new Date(2025, 0, 7, 6, 0))).toEqual({
      start_time: new Date(2025, 0, 7, 6, 0).toISOString(),
      end_time: new Date(2025, 0, 7, 9, 30).toISOString(),
    });
  });

  it('ends at the start when the stored end is missing or before the start', () => {
    const start = new Date(2025, 0, 7, 6, 0);
    expect(moved({ start_time: '2025-01-06T05:30:00', end_time: '' }, start).end_time).toBe(start.toISOString());
    expect(moved({ start_time: '2025-01-06T05:30:00', end_time: '2025-01-06T05:00:00' }, start).end_time).toBe(
      start.toISOString(),
    );
  });
});

describe('withDriver', () => {
  const drivers = new Set(['d1', 'd2', 'd3']);

  it('puts the driver first, drops the other drivers and keeps the rest of the crew', () => {
    expect(withDriver(['d1', 'qa', 'd3'], 'd2', drivers)).toEqual(['d2', 'qa']);
  });

  it('keeps one copy of a driver already on the crew', () => {
    expect(withDriver(['qa', 'd2'], 'd2', drivers)).toEqual(['d2', 'qa']);
  });
});
