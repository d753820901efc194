import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import { exportColumnsOf } from './server-export-columns';
import { serverTableOf } from './testing/server-table';
import type { DataTableColumn, DataTableServer } from './types';

interface Farmer {
  id: string;
  name: string;
  status: 'active' | 'inactive';
}

// What a server holds: 25 farmers; the table only ever sees one page of them.
const all: Farmer[] = Array.from({ length: 25 }, (_, i) => ({
  id: `F${String(i + 1).padStart(3, '0')}`,
  name: `Farmer ${String(i + 1).padStart(2, '0')}`,
  status: i % 2 ? 'inactive' : 'active',
}));

const columns: DataTableColumn<Farmer>[] = [
  { field: 'id', headerName: 'Member Number' },
  { field: 'name', headerName: 'Farmer Name' },
  // Built from a getter: sorts on the server only because it names its field.
  { headerName: 'Status', valueGetter: (f) => f.status.toUpperCase(), sortField: 'status' },
  { headerName: 'Actions', cellRenderer: (f) => <button type="button">Edit {f.id}</button>, export: false },
];

const shownNames = () =>
  screen
    .getAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('col-id') === 'c1')
    .map((cell) => cell.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const clickHeader = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within(header(name)).getByText(name));

const ServerTable = serverTableOf(all, columns);

describe('DataTable in server mode', () => {
  it('shows the rows it is given as one page, counting pages from the total', async () => {
    const user = userEvent.setup();
    render(<ServerTable />);
    await screen.findByText('Farmer 01');
    expect(shownNames()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()[0]).toBe('Farmer 11'));

    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(shownNames()).toEqual(['Farmer 21', 'Farmer 22', 'Farmer 23', 'Farmer 24', 'Farmer 25']),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('asks for a sort on header clicks (asc, desc, none) and keeps the server order', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    render(<ServerTable onSort={onSort} />);
    await screen.findByText('Farmer 01');

    await clickHeader(user, 'Farmer Name');
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });
    await waitFor(() => expect(header('Farmer Name')).toHaveAttribute('aria-sort', 'ascending'));

    await clickHeader(user, 'Farmer Name');
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
    await waitFor(() => expect(shownNames()[0]).toBe('Farmer 25'));
    expect(header('Farmer Name')).toHaveAttribute('aria-sort', 'descending');

    await clickHeader(user, 'Farmer Name');
    expect(onSort).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(shownNames()[0]).toBe('Farmer 01'));
  });

  it('sorts a getter column by its sortField, and leaves render-only columns unsortable', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    render(<ServerTable onSort={onSort} />);
    await screen.findByText('Farmer 01');
    await clickHeader(user, 'Status');
    expect(onSort).toHaveBeenLastCalledWith({ field: 'status', direction: 'asc' });
    await clickHeader(user, 'Actions');
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it('does not reorder the page in the browser: the rows stay as the server sent them', async () => {
    const user = userEvent.setup();
    const shuffled = [all[2], all[0], all[1]];
    // The server has not answered the new sort yet: the same rows, in their old order.
    render(<ServerTable rows={shuffled} />);
    await screen.findByText('Farmer 03');
    await clickHeader(user, 'Farmer Name');
    await waitFor(() => expect(header('Farmer Name')).toHaveAttribute('aria-sort', 'ascending'));
    expect(shownNames()).toEqual(['Farmer 03', 'Farmer 01', 'Farmer 02']);
  });

  it('shows the sort it is given in the header', async () => {
    const server: DataTableServer = {
      total: 3,
      page: 1,
      onPageChange: jest.fn(),
      sort: { field: 'status', direction: 'desc' },
      onSortChange: jest.fn(),
    };
    render(<DataTable ariaLabel="Farmers" rows={all.slice(0, 3)} columns={columns} server={server} />);
    await screen.findByText('Farmer 01');
    await waitFor(() => expect(header('Status')).toHaveAttribute('aria-sort', 'descending'));
    expect(header('Farmer Name')).not.toHaveAttribute('aria-sort', 'ascending');
  });

  it('ignores searchText: the server searched already', async () => {
    const server: DataTableServer = { total: 3, page: 1, onPageChange: jest.fn(), sort: null, onSortChange: jest.fn() };
    render(
      <DataTable ariaLabel="Farmers" rows={all.slice(0, 3)} columns={columns} server={server} searchText="nobody" />,
    );
    await screen.findByText('Farmer 01');
    expect(shownNames()).toHaveLength(3);
  });

  it('keeps the old rows, marked busy, while a page loads; the empty message waits for the answer', async () => {
    const { rerender } = render(<ServerTable loading />);
    await screen.findByText('Farmer 01');
    expect(screen.getByRole('grid', { name: 'Farmers' }).closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Loading Farmers')).toBeInTheDocument();

    rerender(<ServerTable loading rows={[]} />);
    expect(screen.queryByText('No records found.')).not.toBeInTheDocument();
    rerender(<ServerTable rows={[]} />);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.queryByText('Loading Farmers')).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Farmers' }).closest('[aria-busy="true"]')).toBeNull();
  });
});

describe('the columns a server-mode table exports', () => {
  it('tells the server list its columns and titles, action columns left out', async () => {
    const onColumnsChange = jest.fn();
    const server: DataTableServer = {
      total: 3,
      page: 1,
      onPageChange: jest.fn(),
      sort: null,
      onSortChange: jest.fn(),
      onColumnsChange,
    };
    render(<DataTable ariaLabel="Farmers" rows={all.slice(0, 3)} columns={columns} server={server} />);
    await screen.findByText('Farmer 01');
    expect(onColumnsChange).toHaveBeenLastCalledWith('id:Member Number,name:Farmer Name,status:Status');
  });

  it('exports a column under the field it names, and drops commas from titles', () => {
    expect(
      exportColumnsOf<Farmer>([
        {
          headerName: 'Centres, in order',
          valueGetter: (f) => f.id,
          exportField: 'collection_centers',
          sortField: 'centre_count',
        },
        { headerName: 'Shown only', valueGetter: (f) => f.name },
      ]),
    ).toBe('collection_centers:Centres in order');
  });
});
