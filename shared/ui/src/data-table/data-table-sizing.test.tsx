import { render, screen, waitFor, within } from '@testing-library/react';
import { DataTable } from './data-table';
import type { DataTableColumn } from './types';

interface Call {
  id: string;
  farmer: string;
  followUp: string;
}

const calls: Call[] = [
  { id: 'c1', farmer: 'Wanjiku Kamau', followUp: '29/11/2026' },
  { id: 'c2', farmer: 'Otieno Ochieng', followUp: '30/11/2026' },
];

const columns: DataTableColumn<Call>[] = [
  { field: 'farmer', headerName: 'Farmer Name' },
  {
    headerName: 'Follow-up Reminder',
    valueGetter: (call) => call.followUp,
    cellRenderer: (call) => (
      <span>
        {call.followUp} <em>Overdue</em>
      </span>
    ),
    width: 150,
  },
  {
    headerName: 'Actions',
    cellRenderer: (call) => (
      <button type="button" aria-label={`Follow-up done ${call.farmer}`}>
        Follow-up done
      </button>
    ),
    export: false,
    width: 120,
  },
];

const renderCalls = () =>
  render(<DataTable ariaLabel="Call logs" rows={calls} columns={columns} getRowId={(call) => call.id} />);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
/** The width ag-grid gave a column, from its header cell. */
const widthOf = (name: string) => parseFloat(header(name).style.width);

afterEach(() => jest.restoreAllMocks());

// jsdom lays nothing out, so the grid shares no room between flex columns here: how narrow each
// may get is column-widths.test.ts and to-col-defs.test.ts; the browser test sees the result.
describe('DataTable column sizes (the grid)', () => {
  it("wraps long titles and keeps the row's buttons pinned at the right edge, in their row", async () => {
    renderCalls();
    const done = await screen.findByRole('button', { name: 'Follow-up done Wanjiku Kamau' });
    expect(header('Follow-up Reminder')).toHaveClass('ag-header-cell-wrap-text');
    expect(done.closest('.ag-grid-pinned-right-cells')).not.toBeNull();
    expect(screen.getByRole('gridcell', { name: 'Wanjiku Kamau' }).closest('.ag-grid-scrolling-cells')).not.toBeNull();
    // Still one row per call with its buttons in it, for screen readers and a search by row.
    const row = screen.getByRole('row', { name: /Wanjiku Kamau/ });
    expect(within(row).getByRole('button', { name: 'Follow-up done Wanjiku Kamau' })).toBe(done);
    expect(widthOf('Actions')).toBe(120);
  });

  it('widens a drawn column to what it shows: the buttons whole, a date and its badge too', async () => {
    // A browser draws the button 380 px wide and the date with its badge 260 px, each in a
    // value box of 88 px inside a cell with 16 px of padding and border a side.
    const drawn = (element: HTMLElement) =>
      !element.classList.contains('ag-cell-value')
        ? 0
        : element.querySelector('button')
          ? 380
          : element.querySelector('em')
            ? 260
            : 0;
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return drawn(this);
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return drawn(this) ? 88 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = drawn(this) ? 88 : this.getAttribute('role') === 'gridcell' ? 120 : 0;
      return { width, height: 42, top: 0, left: 0, right: width, bottom: 42, x: 0, y: 0, toJSON: () => ({}) };
    });
    renderCalls();
    await screen.findByRole('button', { name: 'Follow-up done Wanjiku Kamau' });
    await waitFor(() => expect(widthOf('Actions')).toBe(380 + 32));
    expect(widthOf('Follow-up Reminder')).toBe(260 + 32);
  });
});
