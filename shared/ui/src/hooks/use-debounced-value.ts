import { useEffect, useState } from 'react';

/**
 * The value as it was `delay` ms after it last changed: a search box asks the server once
 * a person pauses typing, not on every keystroke.
 *
 * @example
 * const search = useDebouncedValue(filters.search, 300);
 * const list = useServerList({ ..., params: { q: search } });
 */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}
