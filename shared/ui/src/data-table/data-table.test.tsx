import { createRef } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableHandle } from './types';

interface Farmer {
  id: string;
  name: string;
  litres: number;
}

const farmers: Farmer[] = Array.from({ length: 25 }, (_, i) => ({
  id: `F${String(i + 1).padStart(3, '0')}`,
  name: `Farmer ${String(i + 1).padStart(2, '0')}`,
  litres: (i + 1) * 1000,
}));

const columns: DataTableColumn<Farmer>[] = [
  { field: 'id', headerName: 'Member Number' },
  { field: 'name', headerName: 'Farmer Name' },
  {
    headerName: 'Litres',
    valueGetter: (row) => row.litres,
    valueFormatter: (value) => `${Number(value).toLocaleString('en-US')} L`,
  },
  { headerName: 'Actions', cellRenderer: (row) => <button type="button">Edit {row.id}</button>, export: false },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Farmer>>[0]> = {}) {
  const tableRef = createRef<DataTableHandle>();
  const utils = render(
    <DataTable
      ariaLabel="Farmers"
      rows={farmers}
      columns={columns}
      getRowId={(f) => f.id}
      tableRef={tableRef}
      {...props}
    />,
  );
  return { ...utils, tableRef };
}

// jsdom's Blob has no text(); FileReader reads it.
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const shownNames = () =>
  screen
    .getAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('col-id') === 'c1')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('renders headers and the first page of rows', async () => {
    renderTable();
    expect(await screen.findByText('Farmer 01')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Farmers' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Farmer Name/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Member Number/ })).toBeInTheDocument();
    expect(screen.getByText('1,000 L')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit F001' })).toBeInTheDocument();
    expect(shownNames()).toHaveLength(10);
    expect(screen.queryByText('Farmer 11')).not.toBeInTheDocument();
  });

  it('paginates 25 rows into 3 pages with First, Previous, Next and Last', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Farmer 01');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await screen.findByText('Farmer 11')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(await screen.findByText('Farmer 25')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(await screen.findByText('Farmer 01')).toBeInTheDocument();
  });

  it('sorts when a header is clicked', async () => {
    const user = userEvent.setup();
    renderTable({ rows: farmers.slice(0, 5) });
    await screen.findByText('Farmer 01');
    const header = screen.getByRole('columnheader', { name: /Litres/ });
    await user.click(within(header).getByText('Litres'));
    await waitFor(() => expect(shownNames()[0]).toBe('Farmer 01'));
    await user.click(within(header).getByText('Litres'));
    await waitFor(() => expect(shownNames()[0]).toBe('Farmer 05'));
  });

  it('keeps the sort and page when the page re-renders with a new columns array', async () => {
    const user = userEvent.setup();
    const { rerender } = renderTable();
    await screen.findByText('Farmer 01');
    const header = screen.getByRole('columnheader', { name: /Litres/ });
    await user.click(within(header).getByText('Litres'));
    await user.click(within(header).getByText('Litres'));
    await waitFor(() => expect(shownNames()[0]).toBe('Farmer 25'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    rerender(<DataTable ariaLabel="Farmers" rows={farmers} columns={[...columns]} getRowId={(f) => f.id} />);
    await waitFor(() => expect(shownNames()[0]).toBe('Farmer 15'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('filters rows by the search text', async () => {
    const { rerender, tableRef } = renderTable();
    await screen.findByText('Farmer 01');
    rerender(
      <DataTable
        ariaLabel="Farmers"
        rows={farmers}
        columns={columns}
        getRowId={(f) => f.id}
        tableRef={tableRef}
        searchText="F02"
      />,
    );
    await waitFor(() =>
      expect(shownNames()).toEqual(['Farmer 20', 'Farmer 21', 'Farmer 22', 'Farmer 23', 'Farmer 24', 'Farmer 25']),
    );
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('searches formatted values too', async () => {
    renderTable({ searchText: '12,000 L' });
    await waitFor(() => expect(shownNames()).toEqual(['Farmer 12']));
  });

  it('shows the empty message and Page 1 of 1 with no rows', async () => {
    renderTable({ rows: [], emptyMessage: 'No farmers yet.' });
    expect(await screen.findByText('No farmers yet.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('exports every page of rows with formatted values and without the action column', async () => {
    const { tableRef } = renderTable();
    await screen.findByText('Farmer 01');
    const lines = tableRef.current!.getCsv().split(/\r?\n/);
    expect(lines[0]).toBe('"Member Number","Farmer Name","Litres"');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toBe('"F001","Farmer 01","1,000 L"');
    expect(lines[25]).toBe('"F025","Farmer 25","25,000 L"');
  });

  it('exports the rows as filtered and sorted on screen', async () => {
    const user = userEvent.setup();
    const { tableRef } = renderTable({ searchText: 'F01' });
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    const header = screen.getByRole('columnheader', { name: /Litres/ });
    await user.click(within(header).getByText('Litres'));
    await user.click(within(header).getByText('Litres'));
    await waitFor(() => expect(shownNames()[0]).toBe('Farmer 19'));
    const lines = tableRef.current!.getCsv().split(/\r?\n/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      ['F019', 'F018', 'F017', 'F016', 'F015', 'F014', 'F013', 'F012', 'F011', 'F010'].map((id) => `"${id}"`),
    );
  });

  it('downloads the CSV through the handle, named after the table', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    const dispatch = jest.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.getAttribute('download') ?? '');
      return true;
    });
    const { tableRef } = renderTable({ ariaLabel: 'Pending payments' });
    await screen.findByText('Farmer 01');
    act(() => tableRef.current!.exportCsv());
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(downloads).toEqual(['pending-payments.csv']);
    const text = await readBlob(createObjectURL.mock.calls[0][0]);
    expect(text).toContain('"F025","Farmer 25","25,000 L"');
    dispatch.mockRestore();
  });
});

describe('rowClass', () => {
  it('gives the rows it names a class of their own, and leaves the others alone', async () => {
    renderTable({ rowClass: (row) => (row.litres > 24_000 ? 'row--big' : undefined), rows: farmers.slice(22) });
    const big = (await screen.findByText('Farmer 25')).closest('[role="row"]');
    expect(big).toHaveClass('row--big');
    expect(screen.getByText('Farmer 23').closest('[role="row"]')).not.toHaveClass('row--big');
  });
});
