/**
 * Kenya's extent, a little generous (docs/screens.md#add-collection-center): a point outside is
 * allowed (a centre across the border) but most likely a typo or swapped coordinates, so the
 * form warns.
 */
export const KENYA_BOUNDS = { south: -4.9, north: 5.1, west: 33.9, east: 42.0 } as const;

export function isInsideKenya(latitude: number, longitude: number): boolean {
  return (
    latitude >= KENYA_BOUNDS.south &&
    latitude <= KENYA_BOUNDS.north &&
    longitude >= KENYA_BOUNDS.west &&
    longitude <= KENYA_BOUNDS.east
  );
}
