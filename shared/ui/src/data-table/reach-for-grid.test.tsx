import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { farmerRows, type Farmer } from './testing/farmer-rows';
import { serverTableOf } from './testing/server-table';
import { DataTable } from './data-table';
import type { DataTableColumn } from './types';

const all = farmerRows();

const onEdit = jest.fn();
const columns: DataTableColumn<Farmer>[] = [
  { field: 'id', headerName: 'Member Number' },
  { field: 'name', headerName: 'Farmer Name' },
  { headerName: 'Litres', valueGetter: (f) => f.litres, sortField: 'litres' },
  {
    headerName: 'Actions',
    cellRenderer: (f) => (
      <button type="button" onClick={() => onEdit(f.id)}>
        Edit {f.id}
      </button>
    ),
  },
];

// A desktop: a mouse, a wide window. jsdom has no matchMedia of its own.
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  delete (window as Partial<Window>).matchMedia;
});
beforeEach(() => onEdit.mockClear());

const ServerTable = serverTableOf(all, columns);
const plainTable = () => screen.getByRole('table', { name: 'Farmers' });
const grid = () => screen.findByRole('grid', { name: 'Farmers' });
const plainColumn = (index: number) =>
  within(plainTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent);
/** The grid's cells of one column, in the order drawn. */
const gridColumn = (index: number) =>
  screen
    .getAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('col-id') === `c${index}`)
    .map((cell) => cell.textContent);

describe('DataTable with a mouse or a keyboard', () => {
  it('draws the plain table and fetches no grid until the person reaches for it', async () => {
    render(<ServerTable />);
    expect(plainColumn(0)[0]).toBe('F001');
    // Time for an idle fetch to come, had there been one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(document.querySelector('.ag-root')).toBeNull();
  });

  it('puts the grid in its place when the pointer enters the table, on the same page and sort', async () => {
    const user = userEvent.setup();
    render(<ServerTable />);
    // Clicks without a pointer's way there (that way is a reach): the plain table's own sort and pages.
    fireEvent.click(within(plainTable()).getByRole('button', { name: /Farmer Name/ }));
    fireEvent.click(within(plainTable()).getByRole('button', { name: /Farmer Name/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(plainColumn(1)[0]).toBe('Farmer 15');

    await user.hover(plainTable());
    expect(await grid()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(gridColumn(1)[0]).toBe('Farmer 15'));
    expect(screen.getByRole('columnheader', { name: /Farmer Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it("keeps a client-mode table's sort and page through the swap", async () => {
    const user = userEvent.setup();
    render(<DataTable ariaLabel="Farmers" rows={all} columns={columns} getRowId={(f) => f.id} />);
    fireEvent.click(within(plainTable()).getByRole('button', { name: /Litres/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    const shown = plainColumn(0);
    expect(shown).toHaveLength(5);

    await user.hover(plainTable());
    await grid();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(gridColumn(0)).toEqual(shown));
  });

  it("moves keyboard focus to the same row's button in the grid", async () => {
    const user = userEvent.setup();
    render(<ServerTable />);
    within(plainTable()).getByRole('button', { name: 'Edit F003' }).focus();
    // Focus entering the table is a reach: the grid comes and takes the focus where it was.
    fireEvent.focus(within(plainTable()).getByRole('button', { name: 'Edit F003' }));
    await grid();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit F003' })).toHaveFocus());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith('F003');
  });

  it('lets a press on the plain table end there before the swap', async () => {
    render(<ServerTable />);
    const edit = within(plainTable()).getByRole('button', { name: 'Edit F002' });
    fireEvent.pointerDown(edit);
    fireEvent.pointerEnter(plainTable());
    fireEvent.pointerOver(edit);
    // The grid is drawn, out of sight (and out of the accessibility tree), while the button is held.
    await screen.findByRole('grid', { name: 'Farmers', hidden: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(plainTable()).toBeInTheDocument();
    fireEvent.pointerUp(window);
    fireEvent.click(edit);
    expect(onEdit).toHaveBeenCalledWith('F002');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });
});
