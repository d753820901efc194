import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { currentMonth, monthLabel, previousMonth } from '../format/months';
import { FilterBar } from './filter-bar';
import { useListFilters } from './use-list-filters';
import { useUrlListPaging } from './use-url-list-paging';

// The Month select offers months up to today's, so the test picks them from today too.
const thisMonth = currentMonth();
const lastMonth = previousMonth(thisMonth);

/** A list page as a person sees it: the filter bar, the page and sort, the address, and Back. */
function ListHarness({ prefix, name = 'List' }: { prefix?: string; name?: string }) {
  const [filters, setFilters] = useListFilters(undefined, { prefix });
  const paging = useUrlListPaging({ prefix });
  const sort = paging.sort ? `${paging.sort.direction === 'desc' ? '-' : ''}${paging.sort.field}` : 'none';
  return (
    <section aria-label={name}>
      <FilterBar value={filters} onChange={setFilters} />
      <p>{`${name} page ${paging.page}, sort ${sort}`}</p>
      <button type="button" onClick={() => paging.setPage(paging.page + 1)}>{`${name} next page`}</button>
      <button
        type="button"
        onClick={() => paging.setSort({ field: 'date', direction: 'desc' })}
      >{`${name} newest first`}</button>
    </section>
  );
}

function RankedHarness() {
  const paging = useUrlListPaging({ defaultSort: { field: 'litres', direction: 'desc' } });
  const sort = paging.sort ? `${paging.sort.direction === 'desc' ? '-' : ''}${paging.sort.field}` : 'none';
  return (
    <>
      <p>{`sort ${sort}`}</p>
      <button type="button" onClick={() => paging.setSort(null)}>
        No sort
      </button>
      <button type="button" onClick={() => paging.setSort({ field: 'litres', direction: 'desc' })}>
        Most litres first
      </button>
    </>
  );
}

function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The page at `url`, after a first page (/start) to go Back to; a data router, as the console's. */
function open(url: string, children = <ListHarness />) {
  const element = (
    <>
      {children}
      <Address />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/start', url], initialIndex: 1 });
  return render(<RouterProvider router={router} />);
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

describe('list state in the address', () => {
  it('keeps the page, sort, search and filters across a reload', async () => {
    const user = userEvent.setup();
    const first = open('/farmers');
    await user.type(searchBox(), 'jo');
    await waitFor(() => expect(address()).toBe('/farmers?q=jo'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Delayed');
    await user.click(screen.getByRole('button', { name: 'List newest first' }));
    await user.click(screen.getByRole('button', { name: 'List next page' }));
    await user.click(screen.getByRole('button', { name: 'List next page' }));
    expect(screen.getByText('List page 3, sort -date')).toBeInTheDocument();
    const url = address()!;
    expect(new URLSearchParams(url.split('?')[1])).toEqual(
      new URLSearchParams('q=jo&status=delayed&sort=-date&page=3'),
    );

    // A reload: the page mounts afresh on the same address.
    first.unmount();
    open(url);
    expect(screen.getByText('List page 3, sort -date')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('jo');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Delayed');
  });

  it('leaves a clean list with a clean address', async () => {
    const user = userEvent.setup();
    open('/farmers');
    expect(screen.getByText('List page 1, sort none')).toBeInTheDocument();
    expect(address()).toBe('/farmers');
    await user.click(screen.getByRole('button', { name: 'List next page' }));
    expect(address()).toBe('/farmers?page=2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/farmers');
    expect(screen.getByText('List page 1, sort none')).toBeInTheDocument();
  });

  it('makes one history entry for a search, however many letters are typed', async () => {
    const user = userEvent.setup();
    open('/farmers');
    await user.type(searchBox(), 'wa');
    await waitFor(() => expect(address()).toBe('/farmers?q=wa'));
    await user.type(searchBox(), 'nji');
    expect(searchBox()).toHaveValue('wanji');
    await waitFor(() => expect(address()).toBe('/farmers?q=wanji'));

    // One Back undoes the whole search, box included.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/farmers');
    expect(searchBox()).toHaveValue('');
  });

  it('goes back to page 1 when a filter or the search changes', async () => {
    const user = userEvent.setup();
    open('/farmers?page=4&sort=-date');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(lastMonth));
    expect(address()).toBe(`/farmers?sort=-date&month=${lastMonth}`);
    expect(screen.getByText('List page 1, sort -date')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List next page' }));
    await user.type(searchBox(), 'jo');
    await waitFor(() => expect(address()).toBe(`/farmers?sort=-date&month=${lastMonth}&q=jo`));
    expect(screen.getByText('List page 1, sort -date')).toBeInTheDocument();
  });

  it('clears the search even when a select changes before the pause is over', async () => {
    const user = userEvent.setup({ delay: null });
    open('/farmers');
    await user.type(searchBox(), 'jo');
    await waitFor(() => expect(address()).toBe('/farmers?q=jo'));
    await user.clear(searchBox());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(thisMonth));
    await waitFor(() => expect(address()).toBe(`/farmers?month=${thisMonth}`));
    expect(searchBox()).toHaveValue('');
  });

  it('still reads an old link’s month number as that month of this year', () => {
    open('/farmers?month=2');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue(`February ${thisMonth.slice(0, 4)}`);
  });

  it('shows the defaults for values it cannot read', () => {
    open('/farmers?page=-2&sort=drop%20table&month=13&date=yesterday&payment_status=lost&status=%3Cb%3E');
    expect(screen.getByText('List page 1, sort none')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('All Months');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All Status');
    expect(screen.getByLabelText('Date')).toHaveValue('');
  });

  it('keeps two lists of one page apart by their prefix', async () => {
    const user = userEvent.setup();
    open(
      '/inventory?page=2&trips_page=5',
      <>
        <ListHarness name="Centres" />
        <ListHarness name="Trips" prefix="trips_" />
      </>,
    );
    expect(screen.getByText('Centres page 2, sort none')).toBeInTheDocument();
    expect(screen.getByText('Trips page 5, sort none')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trips newest first' }));
    expect(address()).toBe('/inventory?page=2&trips_sort=-date');
    expect(screen.getByText('Centres page 2, sort none')).toBeInTheDocument();
  });

  it('replaces the search entry when the search is cleared, so Back leaves the list', async () => {
    const user = userEvent.setup();
    open('/farmers?q=kamau');
    expect(searchBox()).toHaveValue('kamau');
    await user.clear(searchBox());
    await waitFor(() => expect(address()).toBe('/farmers'));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Back' }));
    });
    expect(address()).toBe('/start');
  });

  it('does not write a default sort, and writes an empty sort when none is chosen over it', async () => {
    const user = userEvent.setup();
    open('/reports', <RankedHarness />);
    expect(screen.getByText('sort -litres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No sort' }));
    expect(address()).toBe('/reports?sort=');
    expect(screen.getByText('sort none')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Most litres first' }));
    expect(address()).toBe('/reports');
  });
});
