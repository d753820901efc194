import { render, screen, waitFor, within } from '@testing-library/react';
import { DataTable } from './data-table';
import type { DataTableColumn } from './types';

interface Payment {
  id: string;
  paidAt: string;
  farmer: string;
  reference: string;
}

const payments: Payment[] = [
  { id: 'p1', paidAt: '29/11/2026 06:00', farmer: 'Wanjiku Kamau', reference: 'QK7H2M9XZP' },
  { id: 'p2', paidAt: '30/11/2026 17:45', farmer: 'Otieno Ochieng', reference: 'QK7H2M9XZQ' },
];

const columns: DataTableColumn<Payment>[] = [
  { field: 'paidAt', headerName: 'Payment Date' },
  { field: 'farmer', headerName: 'Farmer Name' },
  { field: 'reference', headerName: 'Transaction Reference' },
  {
    headerName: 'Actions',
    cellRenderer: (p) => (
      <button type="button" aria-label={`Payslip ${p.farmer}`}>
        Payslip
      </button>
    ),
    export: false,
    width: 120,
  },
];

afterEach(() => jest.restoreAllMocks());

const renderPayments = () =>
  render(<DataTable ariaLabel="Completed payments" rows={payments} columns={columns} getRowId={(p) => p.id} />);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
/** The width ag-grid gave a column, from its header cell. */
const widthOf = (name: string) => parseFloat(header(name).style.width);

describe('DataTable column sizes (the grid)', () => {
  it('draws a date and time column wide enough for "dd/MM/yyyy HH:mm" and wraps long titles', async () => {
    renderPayments();
    await screen.findByRole('gridcell', { name: '29/11/2026 06:00' });
    // jsdom lays nothing out: with no room to share, every column is at its narrowest. Still the
    // whole date and time
    // (125 px in the widest font met) and 15 px of padding a side.
    expect(widthOf('Payment Date')).toBeGreaterThanOrEqual(155);
    expect(widthOf('Actions')).toBe(120);
    // The title wraps at its space rather than being cut to "Transactio...".
    expect(header('Transaction Reference')).toHaveClass('ag-header-cell-wrap-text');
    expect(widthOf('Transaction Reference')).toBeGreaterThanOrEqual(91 + 32);
  });

  it("keeps the row's buttons at the right edge, in their row, while the other columns scroll", async () => {
    renderPayments();
    const payslip = await screen.findByRole('button', { name: 'Payslip Wanjiku Kamau' });
    expect(payslip.closest('.ag-grid-pinned-right-cells')).not.toBeNull();
    expect(screen.getByRole('gridcell', { name: 'Wanjiku Kamau' }).closest('.ag-grid-scrolling-cells')).not.toBeNull();
    // Still one row per payment with its buttons in it, for screen readers and a search by row.
    const row = screen.getByRole('row', { name: /Wanjiku Kamau/ });
    expect(within(row).getByRole('button', { name: 'Payslip Wanjiku Kamau' })).toBe(payslip);
  });

  it('widens the actions column to its buttons when the width the page gave is too narrow for them', async () => {
    // A browser that draws the buttons 380 px wide in a cell of 120 (15 px of padding and 1 px
    // of border a side): the column grows to 412 px, so no button is cut.
    const holdsButtons = (element: HTMLElement) =>
      element.classList.contains('ag-cell-value') && element.querySelector('button') !== null;
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return holdsButtons(this) ? 380 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return holdsButtons(this) ? 88 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = holdsButtons(this) ? 88 : this.getAttribute('role') === 'gridcell' ? 120 : 0;
      return { width, height: 42, top: 0, left: 0, right: width, bottom: 42, x: 0, y: 0, toJSON: () => ({}) };
    });
    renderPayments();
    await screen.findByRole('button', { name: 'Payslip Wanjiku Kamau' });
    await waitFor(() => expect(widthOf('Actions')).toBe(412));
  });
});
