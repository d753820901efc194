import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { DataTableColumn } from './types';

interface Centre {
  id: string;
  address: string;
}

const ADDRESS = 'Kiambu Road, next to the Ruaka market, opposite the Total petrol station, Nairobi';
const rows: Centre[] = [
  { id: 'a', address: ADDRESS },
  { id: 'b', address: 'Limuru' },
];
const columns: DataTableColumn<Centre>[] = [{ field: 'address', headerName: 'Address' }];

// jsdom lays nothing out: a cell is "cut short" when its text is longer than 20 characters.
function layOutCellsAs(widthOf: (element: Element) => number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return widthOf(this);
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(20);
}
afterEach(() => jest.restoreAllMocks());

describe('DataTable cells cut short', () => {
  it('show their full text on hover and keep it for screen readers; a text that fits gets no tooltip', async () => {
    layOutCellsAs((element) => (element.children.length === 0 ? (element.textContent?.length ?? 0) : 0));
    render(<DataTable ariaLabel="Collection centres" rows={rows} columns={columns} getRowId={(c) => c.id} />);
    const long = await screen.findByRole('gridcell', { name: ADDRESS });
    const short = screen.getByRole('gridcell', { name: 'Limuru' });

    const user = userEvent.setup();
    await user.hover(long);
    expect(long).toHaveAttribute('title', ADDRESS);
    await user.hover(short);
    expect(short).not.toHaveAttribute('title');
    // The text is all there for a screen reader, only drawn cut.
    expect(long).toHaveTextContent(ADDRESS);
  });

  it('measures again each time: once the column is wide enough the tooltip goes', async () => {
    let wide = false;
    layOutCellsAs((element) => (wide || element.children.length > 0 ? 0 : (element.textContent?.length ?? 0)));
    render(<DataTable ariaLabel="Collection centres" rows={rows} columns={columns} getRowId={(c) => c.id} />);
    const long = await screen.findByRole('gridcell', { name: ADDRESS });
    const user = userEvent.setup();
    await user.hover(long);
    expect(long).toHaveAttribute('title', ADDRESS);
    await user.unhover(long);
    wide = true;
    await user.hover(long);
    expect(long).not.toHaveAttribute('title');
  });
});
