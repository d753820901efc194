import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from './filter-bar';
import { FilterControl } from './filter-control';
import { MemoryRouter } from 'react-router-dom';
import { currentMonth, monthLabel, previousMonth } from '../format/months';
import { emptyListFilters, type ListFilters } from './list-filters';
import { useListFilters } from './use-list-filters';

function Harness({
  onChange,
  ...props
}: { onChange?: (f: ListFilters) => void } & Partial<Parameters<typeof FilterBar>[0]>) {
  const [filters, setFilters] = useListFilters();
  return (
    <>
      <FilterBar
        value={filters}
        onChange={(next) => {
          onChange?.(next);
          setFilters(next);
        }}
        {...props}
      />
      <output aria-label="state">{JSON.stringify(filters)}</output>
    </>
  );
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

// The months offered follow today (in the organisation's zone), so the test reads them from today too.
const thisMonth = currentMonth();
const thisYear = Number(thisMonth.slice(0, 4));
const lastMonth = previousMonth(thisMonth);

describe('FilterBar', () => {
  it('shows the filter bar controls, each labelled', () => {
    render(<Harness />, { wrapper: MemoryRouter });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search by Farmer Name or ID',
    );
    expect(screen.getByLabelText('Date')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByRole('button', { name: 'Calendar for Date' })).toBeInTheDocument();
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(month).toHaveDisplayValue('All Months');
    const months = optionLabels(month);
    // All Months, this year's months up to this one (newest first), then every month of the two years before.
    expect(months).toHaveLength(1 + Number(thisMonth.slice(5)) + 24);
    expect(months.slice(0, 2)).toEqual(['All Months', monthLabel(thisMonth)]);
    expect(months).toContain(`December ${thisYear - 1}`);
    expect(months.at(-1)).toBe(`January ${thisYear - 2}`);
    expect(screen.getByRole('option', { name: monthLabel(thisMonth) })).toHaveValue(thisMonth);
    const years = within(month).getAllByRole('group');
    expect(years.map((group) => group.getAttribute('label'))).toEqual(
      [thisYear, thisYear - 1, thisYear - 2].map(String),
    );
    // No month still to come: this year's group holds this month and the ones before it.
    expect(within(years[0]).getAllByRole('option')).toHaveLength(Number(thisMonth.slice(5)));
    expect(optionLabels(screen.getByRole('combobox', { name: 'Status' }))).toEqual([
      'All Status',
      'Completed',
      'In Progress',
      'Delayed',
    ]);
    expect(screen.getByRole('option', { name: 'In Progress' })).toHaveValue('in_progress');
    expect(screen.queryByRole('combobox', { name: 'Payment Status' })).not.toBeInTheDocument();
  });

  it('uses the raw values as status labels on payment lists and can show payment status', () => {
    render(<Harness statusOptions="payment" show={{ paymentStatus: true, date: false }} />, { wrapper: MemoryRouter });
    expect(optionLabels(screen.getByRole('combobox', { name: 'Status' }))).toEqual([
      'All Status',
      'completed',
      'in_progress',
      'delayed',
    ]);
    expect(screen.getByRole('combobox', { name: 'Payment Status' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
  });

  it("shows a list's own status options and search hint", () => {
    const options = [
      { value: '', label: 'All Status' },
      { value: 'scheduled', label: 'Scheduled' },
    ];
    render(<Harness statusOptions={options} searchPlaceholder="Search by route" />, { wrapper: MemoryRouter });
    expect(optionLabels(screen.getByRole('combobox', { name: 'Status' }))).toEqual(['All Status', 'Scheduled']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search by route');
  });

  it('names the select after what it chooses when the options are not statuses', () => {
    const resources = [
      { value: '', label: 'All Resources' },
      { value: 'payments', label: 'Payments' },
    ];
    render(<FilterBar value={emptyListFilters} onChange={() => {}} statusOptions={resources} statusLabel="Resource" />);
    expect(screen.getByRole('combobox', { name: 'Resource' })).toHaveDisplayValue('All Resources');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('reports every change with the whole filter value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} show={{ paymentStatus: true }} />, { wrapper: MemoryRouter });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Wan');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyListFilters, search: 'Wan' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(lastMonth));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Delayed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Status' }), 'Pending');
    await user.type(screen.getByLabelText('Date'), '31/01/2025');
    expect(onChange).toHaveBeenLastCalledWith({
      search: 'Wan',
      date: '2025-01-31',
      month: lastMonth,
      status: 'delayed',
      paymentStatus: 'pending',
    });
  });

  it('starts from the initial values given to useListFilters, an old month number as this year’s', () => {
    function Initial() {
      const [filters, setFilters] = useListFilters({ month: '1' });
      return <FilterBar value={filters} onChange={setFilters} />;
    }
    render(<Initial />, { wrapper: MemoryRouter });
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue(`${thisYear}-01`);
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue(`January ${thisYear}`);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows a month of an old shared link even when it is older than the months offered', () => {
    render(
      <MemoryRouter initialEntries={['/list?month=2019-05']}>
        <Harness />
      </MemoryRouter>,
    );
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(month).toHaveDisplayValue('May 2019');
    expect(optionLabels(month).at(-1)).toBe('May 2019');
    expect(within(month).getByRole('group', { name: '2019' })).toBeInTheDocument();
  });
});

describe('FilterControl', () => {
  it('shows its label above the control it names', () => {
    render(
      <FilterControl id="shift" label="Shift">
        <select id="shift">
          <option>Morning</option>
        </select>
      </FilterControl>,
    );
    expect(screen.getByLabelText('Shift')).toHaveDisplayValue('Morning');
  });
});
