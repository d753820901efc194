import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { emptyListFilters, type ListFilters } from './list-filters';
import { useFilterParams } from './use-filter-params';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('settles on the last value once it stops changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });
});

describe('useFilterParams', () => {
  it('applies selects at once, the search after a pause, and keeps the same object while nothing changes', () => {
    const { result, rerender } = renderHook(({ filters }: { filters: ListFilters }) => useFilterParams(filters), {
      initialProps: { filters: emptyListFilters },
    });
    const first = result.current;
    rerender({ filters: { ...emptyListFilters } });
    expect(result.current).toBe(first);

    rerender({ filters: { ...emptyListFilters, status: 'delayed', search: 'Wan' } });
    expect(result.current).toEqual({ status: 'delayed' });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toEqual({ status: 'delayed', q: 'Wan' });
  });

  it('uses the payment status on payment lists', () => {
    const { result } = renderHook(() =>
      useFilterParams({ ...emptyListFilters, paymentStatus: 'failed' }, { paymentList: true }),
    );
    expect(result.current).toEqual({ status: 'failed' });
  });
});
