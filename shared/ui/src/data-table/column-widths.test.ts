import { isActionsColumn } from './column-kind';
import { columnMinWidth, contentCap, MAX_CONTENT_MIN_PX, textWidth } from './column-widths';
import type { DataTableColumn } from './types';

interface Trip {
  route: string;
  start: string;
  reference: string;
  count: number;
}

const trips: Trip[] = [
  { route: 'Kikuyu - Kabete Run', start: '29/11/2026 06:00', reference: 'QK7H2M9XZP', count: 4 },
  { route: 'Githunguri - Ndumberi Loop', start: '30/11/2026 17:45', reference: 'QK7H2M9XZQ', count: 12 },
];

describe('textWidth', () => {
  // Widths chromium drew at 14 px in DejaVu Sans, the widest font the console meets (Debian's
  // fallback when neither Inter nor a system UI font is there): the estimate must not fall short.
  it.each([
    ['29/11/2026 06:00', 125],
    ['30/11/2026', 81],
    ['KSh 12,345.00', 103],
    ['Mwikali Odhiambo', 128],
    ['mobile money', 100],
    ['Githunguri - Ndumberi Loop', 195],
  ])('draws "%s" at least %i px wide', (text, drawn) => {
    expect(textWidth(text)).toBeGreaterThanOrEqual(drawn);
  });

  it('draws a semibold header word at least as wide as chromium did ("Transaction": 91 px)', () => {
    expect(textWidth('Transaction', { bold: true })).toBeGreaterThanOrEqual(91);
  });
});

describe('columnMinWidth', () => {
  it('keeps a date and time whole: its text and the cell padding (15 px a side)', () => {
    const column: DataTableColumn<Trip> = { field: 'start', headerName: 'Pick Start Time' };
    expect(columnMinWidth(column, trips, true)).toBeGreaterThanOrEqual(125 + 30);
  });

  it('gives a long title room for its longest word and the sort arrow: the rest wraps', () => {
    const column: DataTableColumn<Trip> = { field: 'reference', headerName: 'Transaction Reference' };
    const sorted = columnMinWidth(column, trips, true)!;
    expect(sorted).toBeGreaterThanOrEqual(91 + 32 + 16);
    // Not the whole title on one line.
    expect(sorted).toBeLessThan(textWidth('Transaction Reference', { bold: true }) + 32);
    expect(columnMinWidth(column, trips, false)).toBeLessThan(sorted);
  });

  it('asks no more than MAX_CONTENT_MIN_PX for long free text, which is cut and shown whole on hover', () => {
    const long = [{ ...trips[0], route: 'Githunguri - Ndumberi - Kiambaa - Ruiru Long Loop' }];
    const column: DataTableColumn<Trip> = { field: 'route', headerName: 'Route' };
    expect(columnMinWidth(column, long, true)).toBe(MAX_CONTENT_MIN_PX);
    expect(MAX_CONTENT_MIN_PX).toBeGreaterThan(textWidth('29/11/2026 06:00') + 30);
  });

  it('never cuts a text that holds a date or a time, even past the cap of free text', () => {
    const approved: DataTableColumn<Trip> = {
      headerName: 'Approved',
      valueGetter: (trip) => `Joseph Kariuki, ${trip.start}`,
    };
    expect(contentCap('Joseph Kariuki, 29/11/2026 07:30')).toBeGreaterThan(MAX_CONTENT_MIN_PX);
    expect(contentCap('Joseph Kariuki')).toBe(MAX_CONTENT_MIN_PX);
    expect(columnMinWidth(approved, trips, false)).toBeGreaterThanOrEqual(
      textWidth('Joseph Kariuki, 29/11/2026 06:00') + 30,
    );
  });

  it('measures the text shown (the formatter), not the raw value', () => {
    const raw: DataTableColumn<Trip> = { field: 'count', headerName: 'N' };
    const formatted: DataTableColumn<Trip> = { ...raw, valueFormatter: (n) => `${String(n)} collection centres` };
    expect(columnMinWidth(formatted, trips, false)).toBeGreaterThan(columnMinWidth(raw, trips, false)! + 100);
  });

  it("keeps a column's fixed width or its own minimum", () => {
    expect(columnMinWidth({ headerName: 'Select', width: 90 }, trips, false)).toBeUndefined();
    expect(columnMinWidth({ field: 'route', headerName: 'Route', minWidth: 240 }, trips, true)).toBe(240);
  });
});

describe('isActionsColumn', () => {
  it('is a column titled Actions that shows only buttons, or one that says it is', () => {
    expect(isActionsColumn<Trip>({ headerName: 'Actions', cellRenderer: () => null })).toBe(true);
    expect(isActionsColumn<Trip>({ headerName: 'Actions', field: 'route' })).toBe(false);
    expect(isActionsColumn<Trip>({ headerName: 'Manage', cellRenderer: () => null, actions: true })).toBe(true);
    expect(isActionsColumn<Trip>({ headerName: 'Select', cellRenderer: () => null })).toBe(false);
  });
});
