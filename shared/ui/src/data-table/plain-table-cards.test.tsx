import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { DataTableColumn } from './types';

interface Trip {
  id: string;
  route: string;
  start: string;
  notes: string;
}

const trips: Trip[] = [
  { id: 't1', route: 'Kikuyu - Kabete Run', start: '29/11/2026 06:00', notes: 'Gate code 4411' },
  { id: 't2', route: 'Kiambu Road - Gachie', start: '29/11/2026 17:50', notes: '' },
];

const onView = jest.fn();
const columns: DataTableColumn<Trip>[] = [
  { field: 'route', headerName: 'Route' },
  { field: 'start', headerName: 'Pick Start Time' },
  { field: 'notes', headerName: 'Notes', card: false },
  {
    headerName: 'Actions',
    cellRenderer: (trip) => (
      <button type="button" aria-label={`View ${trip.route}`} onClick={() => onView(trip.id)}>
        View
      </button>
    ),
  },
];

// A phone-wide window with a mouse: only the width query matches. jsdom has no matchMedia.
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('(max-width: 767px)'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  delete (window as Partial<Window>).matchMedia;
});

const renderTrips = () => render(<DataTable ariaLabel="Trips" rows={trips} columns={columns} getRowId={(t) => t.id} />);

describe('DataTable on a phone-wide window: rows as cards', () => {
  it('draws the plain table (no grid) whatever the pointer, each row a list of its fields', () => {
    renderTrips();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Trips' });
    const [, first] = within(table).getAllByRole('row');
    // Each field of the card is a cell that carries its column's title, drawn before the value.
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
      ['Route', 'Kikuyu - Kabete Run'],
      ['Pick Start Time', '29/11/2026 06:00'],
      ['Notes', 'Gate code 4411'],
      ['Actions', 'View'],
    ]);
  });

  it('sets the row buttons apart at the foot of the card and leaves a column off the card when it says so', async () => {
    renderTrips();
    const first = within(screen.getByRole('table', { name: 'Trips' })).getAllByRole('row')[1];
    const [route, start, notes, actions] = within(first).getAllByRole('cell');
    expect(route).not.toHaveClass('mz-plain-table__off-card');
    expect(start).not.toHaveClass('mz-plain-table__off-card');
    expect(notes).toHaveClass('mz-plain-table__off-card');
    expect(actions).toHaveClass('mz-plain-table__actions');
    await userEvent.click(within(actions).getByRole('button', { name: 'View Kikuyu - Kabete Run' }));
    expect(onView).toHaveBeenCalledWith('t1');
  });

  it('keeps every title as a column header, the sortable ones a strip of sort buttons', async () => {
    renderTrips();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Route', 'Pick Start Time', 'Notes', 'Actions']);
    // Nothing to sort by in the buttons: their header is for screen readers only.
    expect(within(headers[3]).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(headers[1]).getByRole('button', { name: 'Pick Start Time' }));
    expect(headers[1]).toHaveAttribute('aria-sort', 'ascending');
  });
});
