/**
 * What the Inventory page is narrowed to: a period of days, and optionally one centre and one
 * shift. Days are yyyy-MM-dd in the organisation's zone, as the API reads from/to.
 */
export interface InventoryQuery {
  from: string;
  to: string;
  /** A collection centre (location id); '' = every centre. */
  centreId: string;
  /** 'morning' | 'evening'; '' = both. */
  shift: string;
}

/** `filter=` of the per-centre table and the cards: centre and shift, as name:value pairs. */
export function centreDayFilter({ centreId, shift }: Pick<InventoryQuery, 'centreId' | 'shift'>): string | undefined {
  const pairs = [centreId && `location_id:${centreId}`, shift && `shift:${shift}`].filter(Boolean);
  return pairs.length ? pairs.join(',') : undefined;
}
