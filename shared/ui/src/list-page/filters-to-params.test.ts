import { currentMonth } from '../format/months';
import { filtersToParams } from './filters-to-params';
import { emptyListFilters, type ListFilters } from './list-filters';

const now = new Date(2025, 5, 15); // 15 June 2025
const f = (values: Partial<ListFilters>) => ({ ...emptyListFilters, ...values });

describe('filtersToParams', () => {
  it('sends nothing for empty filters', () => {
    expect(filtersToParams(emptyListFilters, { now })).toEqual({});
  });

  it('sends the search, trimmed, as q; blank search is left out', () => {
    expect(filtersToParams(f({ search: '  Wanjiru ' }), { now })).toEqual({ q: 'Wanjiru' });
    expect(filtersToParams(f({ search: '   ' }), { now })).toEqual({});
  });

  it('sends a date as from = to = that day', () => {
    expect(filtersToParams(f({ date: '2025-01-31' }), { now })).toEqual({ from: '2025-01-31', to: '2025-01-31' });
  });

  it('ignores a date that is not yyyy-MM-dd (a half-typed date input)', () => {
    expect(filtersToParams(f({ date: '2025-1' }), { now })).toEqual({});
  });

  it('sends a month (yyyy-MM) as its first and last day', () => {
    expect(filtersToParams(f({ month: '2024-11' }), { now })).toEqual({ from: '2024-11-01', to: '2024-11-30' });
    expect(filtersToParams(f({ month: '2028-02' }), { now })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('ignores a month it cannot read', () => {
    for (const month of ['2025-13', '13', '0', 'February']) expect(filtersToParams(f({ month }), { now })).toEqual({});
  });

  it('reads an old address’s month 1-12 as that month of the current year', () => {
    expect(filtersToParams(f({ month: '1' }), { now })).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(filtersToParams(f({ month: '2' }), { now })).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(filtersToParams(f({ month: '2' }), { now: new Date(2028, 0, 1) })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('narrows a date and a month to their overlap (nothing, when the day is outside the month)', () => {
    expect(filtersToParams(f({ date: '2025-02-10', month: '2' }), { now })).toEqual({
      from: '2025-02-10',
      to: '2025-02-10',
    });
    expect(filtersToParams(f({ date: '2025-03-10', month: '2025-02' }), { now })).toEqual({
      from: '2025-03-10',
      to: '2025-02-28',
    });
  });

  it('sends the status', () => {
    expect(filtersToParams(f({ status: 'in_progress' }), { now })).toEqual({ status: 'in_progress' });
  });

  it('on payment lists sends the payment status as status, else the status select', () => {
    expect(filtersToParams(f({ status: 'delayed', paymentStatus: 'pending' }), { now, paymentList: true })).toEqual({
      status: 'pending',
    });
    expect(filtersToParams(f({ status: 'delayed' }), { now, paymentList: true })).toEqual({ status: 'delayed' });
    // Elsewhere the payment status select does not exist; a stray value is ignored.
    expect(filtersToParams(f({ paymentStatus: 'pending' }), { now })).toEqual({});
  });

  it('combines everything', () => {
    expect(filtersToParams(f({ search: 'DRV-1', month: '2025-01', status: 'completed' }), { now })).toEqual({
      q: 'DRV-1',
      from: '2025-01-01',
      to: '2025-01-31',
      status: 'completed',
    });
  });

  it('uses the current year in the organisation’s zone by default', () => {
    const year = currentMonth().slice(0, 4);
    expect(filtersToParams(f({ month: '1' }))).toEqual({ from: `${year}-01-01`, to: `${year}-01-31` });
  });
});
