import { render, screen, within } from '@testing-library/react';
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
  {
    headerName: 'Litres',
    valueGetter: (f) => f.litres,
    valueFormatter: (value) => `${Number(value).toLocaleString('en-US')} L`,
    sortField: 'litres',
  },
  {
    headerName: 'Actions',
    cellRenderer: (f) => (
      <button type="button" onClick={() => onEdit(f.id)}>
        Edit {f.id}
      </button>
    ),
  },
];

// A phone: the primary pointer is a finger. jsdom has no matchMedia of its own.
let coarse = true;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: coarse && query.includes('(pointer: coarse)'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  delete (window as Partial<Window>).matchMedia;
});
beforeEach(() => {
  coarse = true;
  onEdit.mockClear();
});

const table = () => screen.getByRole('table', { name: 'Farmers' });
const column = (index: number) =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(name) });

const ServerTable = serverTableOf(all, columns);

describe('DataTable on a touch screen, server mode', () => {
  it('draws a plain table, not the grid, with the formatted cells and working row buttons', async () => {
    const user = userEvent.setup();
    render(<ServerTable />);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(column(1)).toHaveLength(10);
    expect(column(0)[0]).toBe('F001');
    expect(column(2)[1]).toBe('700 L');
    await user.click(screen.getByRole('button', { name: 'Edit F002' }));
    expect(onEdit).toHaveBeenCalledWith('F002');
  });

  it('pages by the server total with First / Previous / Next / Last', async () => {
    const user = userEvent.setup();
    render(<ServerTable />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(column(1)[0]).toBe('Farmer 11');
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(column(1)).toEqual(['Farmer 21', 'Farmer 22', 'Farmer 23', 'Farmer 24', 'Farmer 25']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks the server for a sort on header taps: ascending, descending, none', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    render(<ServerTable onSort={onSort} />);
    await user.click(within(header('Farmer Name')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });
    expect(header('Farmer Name')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Farmer Name')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
    expect(header('Farmer Name')).toHaveAttribute('aria-sort', 'descending');
    expect(column(1)[0]).toBe('Farmer 25');

    await user.click(within(header('Farmer Name')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith(null);
    expect(header('Farmer Name')).not.toHaveAttribute('aria-sort');
    expect(column(1)[0]).toBe('Farmer 01');

    // A getter column sorts by its sortField; a render-only column has nothing to tap.
    await user.click(within(header('Litres')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'litres', direction: 'asc' });
    expect(within(header('Actions')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the rows as the server sent them, busy while a page loads, then the empty message', () => {
    const shuffled = [all[2], all[0], all[1]];
    const { rerender } = render(<ServerTable rows={shuffled} loading />);
    expect(column(1)).toEqual(['Farmer 03', 'Farmer 01', 'Farmer 02']);
    expect(table().closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Loading Farmers')).toBeInTheDocument();

    rerender(<ServerTable rows={[]} loading />);
    expect(screen.queryByText('No records found.')).not.toBeInTheDocument();
    rerender(<ServerTable rows={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No records found.');
    expect(table().closest('[aria-busy="true"]')).toBeNull();
  });
});

describe('DataTable on a touch screen, client mode', () => {
  const renderClient = (searchText?: string) =>
    render(
      <DataTable ariaLabel="Farmers" rows={all} columns={columns} getRowId={(f) => f.id} searchText={searchText} />,
    );

  it('pages, sorts by value (not by the text shown) and searches what people read', async () => {
    const user = userEvent.setup();
    const { rerender } = renderClient();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(column(0)[0]).toBe('F011');

    // Sorting starts again at the first page; 0 L < 100 L < ... < 2,400 L by number.
    await user.click(within(header('Litres')).getByRole('button'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(column(2).slice(0, 3)).toEqual(['0 L', '100 L', '200 L']);
    await user.click(within(header('Litres')).getByRole('button'));
    expect(column(2)[0]).toBe('2,400 L');

    rerender(
      <DataTable ariaLabel="Farmers" rows={all} columns={columns} getRowId={(f) => f.id} searchText="1,400 l" />,
    );
    expect(column(2)).toEqual(['1,400 L']);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('says so when the search finds nothing', () => {
    renderClient('nobody');
    expect(screen.getByRole('status')).toHaveTextContent('No records found.');
  });
});

describe('a plain table wider than its frame', () => {
  const original = globalThis.ResizeObserver;
  let wide = false;
  beforeAll(() => {
    // jsdom lays nothing out: the frame says its content is wider when `wide` is set, and the
    // observer reports once on observe, as a browser's does after layout.
    globalThis.ResizeObserver = class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => (wide ? 900 : 300));
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 300);
  });
  afterAll(() => {
    globalThis.ResizeObserver = original;
    jest.restoreAllMocks();
  });

  it('takes keyboard focus, named as its table, so the arrow keys scroll it; one that fits does not', async () => {
    wide = true;
    const { unmount } = render(<ServerTable />);
    const frame = await screen.findByRole('region', { name: 'Farmers' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(within(frame).getByRole('table', { name: 'Farmers' })).toBeInTheDocument();
    unmount();

    wide = false;
    render(<ServerTable />);
    expect(table()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Farmers' })).not.toBeInTheDocument();
  });
});
