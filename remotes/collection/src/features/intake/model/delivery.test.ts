import { deliveryFields, entryErrors, NO_READINGS, unusualValues, type IntakeEntry } from './delivery';
import { findFarmers } from './find-farmers';
import { dayAt, shiftAt } from './shift';
import { shiftTally } from './tally';

const entry = (litres: string, readings: Partial<IntakeEntry['readings']> = {}): IntakeEntry => ({
  litres,
  readings: { ...NO_READINGS, ...readings },
});

describe('entryErrors', () => {
  it('refuses what the API would: no litres, 0 or less, 200 or more, readings out of range', () => {
    expect(entryErrors(entry(''))).toEqual({ litres: 'Litres is required' });
    expect(entryErrors(entry('0'))).toEqual({ litres: 'Litres must be more than 0' });
    expect(entryErrors(entry('-2'))).toEqual({ litres: 'Litres must be more than 0' });
    expect(entryErrors(entry('200'))).toEqual({ litres: 'Litres must be under 200' });
    expect(entryErrors(entry('12.5', { density: '1.2', scc: '1.5', temperature_c: '70' }))).toEqual({
      density: 'Density must be at most 1.1',
      scc: 'SCC must be a whole number',
      temperature_c: 'Temperature must be at most 60',
    });
    expect(entryErrors(entry('199.9', { density: '1.030', fat_pct: '4.1' }))).toEqual({});
  });
});

describe('unusualValues', () => {
  it('asks about more than 60 L and a density outside 1.026-1.034', () => {
    expect(unusualValues(entry('60'))).toEqual([]);
    expect(unusualValues(entry('60.5'))).toEqual(['60.5 L is more than 60 L in one delivery.']);
    expect(unusualValues(entry('10', { density: '1.020' }))).toEqual([
      'Density 1.02 is outside the usual 1.026–1.034 (below suggests added water).',
    ]);
    expect(unusualValues(entry('10', { density: '1.030' }))).toEqual([]);
  });
});

describe('deliveryFields', () => {
  it('sends the readings typed and leaves out the others', () => {
    const where = { producerId: 'f-1', locationId: 'c-1', shift: 'morning' as const };
    expect(
      deliveryFields(entry('12.5', { alcohol_test: 'fail', density: '1.028' }), where, {
        status: 'rejected',
        reason: 'failed_alcohol_test',
      }),
    ).toEqual({
      producer_id: 'f-1',
      location_id: 'c-1',
      shift: 'morning',
      quantity_litres: 12.5,
      data_source: 'mobile_app',
      status: 'rejected',
      rejection_reason: 'failed_alcohol_test',
      alcohol_test: 'fail',
      density: 1.028,
    });
  });
});

describe('shiftAt and dayAt', () => {
  it("read the organisation's clock, not the phone's", () => {
    const at = new Date('2026-11-28T08:30:00Z'); // 11:30 in Nairobi
    expect(shiftAt(at, 'Africa/Nairobi')).toBe('morning');
    expect(shiftAt(new Date('2026-11-28T09:30:00Z'), 'Africa/Nairobi')).toBe('evening');
    expect(dayAt(new Date('2026-11-28T22:30:00Z'), 'Africa/Nairobi')).toBe('2026-11-29');
  });
});

describe('findFarmers', () => {
  const farmers = [
    { producer_id: '1', member_number: 'F-0100', name: 'Mary Achieng', active: true },
    { producer_id: '2', member_number: 'F-0010', name: 'Jane Wanjiru', active: true },
    { producer_id: '3', member_number: 'F-0011', name: 'Grace Fanaka', active: true },
  ];
  it('puts a whole member number first, then numbers starting with it, then names', () => {
    expect(findFarmers(farmers, 'f-0010').map((f) => f.producer_id)).toEqual(['2']);
    expect(findFarmers(farmers, 'F-01').map((f) => f.producer_id)).toEqual(['1']);
    expect(findFarmers(farmers, 'wanj').map((f) => f.producer_id)).toEqual(['2']);
    expect(findFarmers(farmers, 'f').map((f) => f.producer_id)).toEqual(['1', '2', '3']);
    expect(findFarmers(farmers, '  ')).toEqual([]);
  });
});

describe('shiftTally', () => {
  const where = { locationId: 'c-1', day: '2026-11-28', shift: 'morning', timeZone: 'Africa/Nairobi' };
  const item = (id: string, state: 'waiting' | 'sent' | 'attention', litres: number, sentAt: string | null = null) => ({
    id,
    seq: 1,
    recordedAt: '2026-11-28T04:00:00.000Z',
    state,
    message: null,
    attempts: 0,
    version: 1,
    sentAt,
    body: {
      farmer: { name: 'Jane', member_number: null },
      delivery: {
        producer_id: 'f',
        location_id: 'c-1',
        shift: 'morning' as const,
        quantity_litres: litres,
        status: 'accepted' as const,
      },
    },
  });
  const server = {
    tally: { deliveries: 3, farmers: 3, litres_accepted: 30, litres_rejected: 0 },
    readAt: Date.parse('2026-11-28T05:00:00Z'),
  };

  it("adds to the API's figures the deliveries it cannot have counted, each once", () => {
    const items = [
      item('a', 'waiting', 5),
      item('a', 'waiting', 5),
      item('b', 'sent', 7, '2026-11-28T04:30:00Z'), // before the read: in the API's figures
      item('c', 'sent', 2, '2026-11-28T05:30:00Z'), // after the read: not yet
      item('d', 'attention', 100),
    ];
    expect(shiftTally(server, items, where)).toEqual({ deliveries: 5, litresAccepted: 37, litresRejected: 0 });
  });

  it("counts this phone's deliveries alone without the API's figures", () => {
    expect(shiftTally(undefined, [item('a', 'waiting', 5), item('b', 'sent', 7)], where)).toEqual({
      deliveries: 2,
      litresAccepted: 12,
      litresRejected: 0,
    });
  });
});
