import { useUrlQuery } from '@maziwa/ui';
import { useCallback, useMemo, useState } from 'react';
import type { InventoryQuery } from '../api/inventory-query';
import { defaultPeriod } from '../model/inventory-period';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SHIFTS = ['morning', 'evening'];

/**
 * The Inventory page's period, centre and shift in the address (?from=2026-02-01&to=2026-02-28&centre=...&shift=evening),
 * like every list's filters (docs/rules.md#list-state-in-the-url). The last 30 days, every centre
 * and both shifts are not written. A new period or filter starts both tables at page 1.
 *
 * @example const [query, setQuery] = useInventoryQuery();
 */
export function useInventoryQuery(): [InventoryQuery, (next: InventoryQuery) => void] {
  const { get, set } = useUrlQuery();
  // "Today" of the visit: the default period does not move while the page is open.
  const [defaults] = useState(defaultPeriod);
  const askedFrom = get('from');
  const askedTo = get('to');
  // A period is read whole or not at all: half of one, or one ending before it starts, is the default.
  const asked = askedFrom && askedTo && DAY.test(askedFrom) && DAY.test(askedTo) && askedFrom <= askedTo;
  const from = asked ? askedFrom : defaults.from;
  const to = asked ? askedTo : defaults.to;
  const centre = get('centre');
  const shift = get('shift');
  const query = useMemo<InventoryQuery>(
    () => ({
      from,
      to,
      centreId: centre && /^[\w-]+$/.test(centre) ? centre : '',
      shift: shift && SHIFTS.includes(shift) ? shift : '',
    }),
    [from, to, centre, shift],
  );

  const setQuery = useCallback(
    (next: InventoryQuery) => {
      const samePeriod = next.from === defaults.from && next.to === defaults.to;
      set(
        {
          from: samePeriod ? null : next.from,
          to: samePeriod ? null : next.to,
          centre: next.centreId || null,
          shift: next.shift || null,
          page: null,
          trips_page: null,
        },
        // Stepping through a date's day, month and year is one change, not three to go Back through.
        { replace: next.centreId === query.centreId && next.shift === query.shift },
      );
    },
    [defaults, set, query.centreId, query.shift],
  );
  return [query, setQuery];
}
