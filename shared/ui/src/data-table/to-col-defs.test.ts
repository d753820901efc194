import { toColDefs } from './to-col-defs';
import type { DataTableColumn } from './types';

interface Trip {
  route: string;
  start: string;
}

const columns: DataTableColumn<Trip>[] = [
  { field: 'route', headerName: 'Center Name', flex: 1.5 },
  { field: 'start', headerName: 'Pick Start Time' },
  { headerName: 'Actions', cellRenderer: () => null, width: 220, export: false },
];

describe('toColDefs', () => {
  it('gives each column its narrowest width, a title that wraps and grows the header', () => {
    const defs = toColDefs(columns, { minWidths: [180, 166, undefined] });
    expect(defs.map((def) => def.minWidth)).toEqual([180, 166, undefined]);
    expect(defs.map((def) => [def.flex, def.width])).toEqual([
      [1.5, undefined],
      [1, undefined],
      [undefined, 220],
    ]);
    expect(defs.every((def) => def.wrapHeaderText && def.autoHeaderHeight)).toBe(true);
  });

  it("pins the row's buttons to the right edge, for good, and only them", () => {
    const defs = toColDefs(columns);
    expect(defs.map((def) => def.pinned)).toEqual([undefined, undefined, 'right']);
    expect(defs[2].lockPinned).toBe(true);
  });

  it('widens a column to what its cells drew: the buttons by width, others by their minimum', () => {
    const defs = toColDefs(columns, { minWidths: [180, 166, undefined], renderedWidths: { 1: 292, 2: 412 } });
    expect(defs[2]).toMatchObject({ width: 412, flex: null });
    expect(defs[1]).toMatchObject({ minWidth: 292, flex: 1 });
    // Narrower than the page's own width: the page's width stays.
    expect(toColDefs(columns, { renderedWidths: { 2: 100 } })[2]).toMatchObject({ width: 220 });
  });
});
