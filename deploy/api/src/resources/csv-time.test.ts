import { Type } from '@sinclair/typebox';
import { Nullable } from '../schemas/common';
import { csvChunks, csvColumns, pickColumns } from './csv';
import { isDateTime, zonedTimeWriter } from './csv-time';

describe('times in an export', () => {
  it("are the wall clock of the organisation's zone, to the minute", () => {
    const nairobi = zonedTimeWriter('Africa/Nairobi');
    expect(nairobi('2026-11-25T03:30:00.000Z')).toBe('2026-11-25 06:30');
    expect(nairobi('2026-11-24T22:15:59.999Z')).toBe('2026-11-25 01:15');
    expect(nairobi(new Date('2026-11-25T03:30:00Z'))).toBe('2026-11-25 06:30');
  });

  it('follow summer time where the zone keeps it, on both sides of the change', () => {
    const losAngeles = zonedTimeWriter('America/Los_Angeles');
    expect(losAngeles('2026-01-15T20:00:00Z')).toBe('2026-01-15 12:00');
    expect(losAngeles('2026-07-15T20:00:00Z')).toBe('2026-07-15 13:00');
    // Clocks went forward at 02:00 on 8 March 2026: 09:59 UTC was 01:59, 10:00 UTC 03:00.
    expect(losAngeles('2026-03-08T09:59:00Z')).toBe('2026-03-08 01:59');
    expect(losAngeles('2026-03-08T10:00:00Z')).toBe('2026-03-08 03:00');
    // Zones a quarter or half hour off UTC.
    expect(zonedTimeWriter('Asia/Kathmandu')('2026-03-01T00:00:00Z')).toBe('2026-03-01 05:45');
    expect(zonedTimeWriter('Asia/Kolkata')('2026-03-01T00:00:00Z')).toBe('2026-03-01 05:30');
  });

  it('are written as the page shows them in the shown style: dd/MM/yyyy HH:mm', () => {
    expect(zonedTimeWriter('Africa/Nairobi', 'shown')('2026-11-25T03:30:00.000Z')).toBe('25/11/2026 06:30');
    expect(zonedTimeWriter('America/Los_Angeles', 'shown')('2026-03-08T10:00:00Z')).toBe('08/03/2026 03:00');
  });

  it('leave what is not a time as it came', () => {
    const zoned = zonedTimeWriter('Africa/Nairobi');
    expect(zoned(null)).toBeNull();
    expect(zoned(undefined)).toBeUndefined();
    expect(zoned('not a time')).toBe('not a time');
    expect(zoned(12.5)).toBe(12.5);
  });

  it('are the date-time fields of the row schema, also when they may be null; days stay days', async () => {
    const Row = Type.Object({
      collected_at: Type.String({ format: 'date-time' }),
      last_update: Nullable(Type.String({ format: 'date-time' })),
      day: Type.String({ format: 'date' }),
      note: Type.String(),
    });
    expect(
      Object.keys(Row.properties).map((name) => isDateTime(Row.properties[name as keyof typeof Row.properties])),
    ).toEqual([true, true, false, false]);
    const rows = [
      {
        collected_at: '2026-03-02T05:00:00.000Z',
        last_update: null,
        day: '2026-03-02',
        note: '2026-03-02T05:00:00.000Z',
      },
    ];
    async function* batches() {
      yield rows;
    }
    let csv = '';
    for await (const chunk of csvChunks(csvColumns(Row), batches(), 'Africa/Nairobi')) csv += chunk;
    expect(csv.split('\r\n')).toEqual([
      'collected_at,last_update,day,note',
      '2026-03-02 08:00,,2026-03-02,2026-03-02T05:00:00.000Z',
      '',
    ]);
  });

  it('a screen asks for in its words write days and times as the page shows them, the rest stay sortable', async () => {
    const Row = Type.Object({
      collected_at: Type.String({ format: 'date-time' }),
      day: Type.String({ format: 'date' }),
      due: Nullable(Type.String({ format: 'date' })),
    });
    async function* batches() {
      yield [{ collected_at: '2026-03-02T05:00:00.000Z', day: '2026-03-02', due: null }];
    }
    const columns = pickColumns(csvColumns(Row), 'collected_at:Collected,day:Day,due:Due');
    let csv = '';
    for await (const chunk of csvChunks(columns, batches(), 'Africa/Nairobi')) csv += chunk;
    expect(csv.split('\r\n')).toEqual(['Collected,Day,Due', '02/03/2026 08:00,02/03/2026,', '']);
    const unasked = pickColumns(csvColumns(Row), 'day:Day');
    csv = '';
    for await (const chunk of csvChunks(unasked, batches(), 'Africa/Nairobi')) csv += chunk;
    expect(csv.split('\r\n')[1]).toBe('02/03/2026,2026-03-02 08:00,');
  });
});
