import type { Id } from '@maziwa/contracts';
import type { Added } from './start-times';

/**
 * The route's centres with one more at the end (the visiting order is the order chosen);
 * the same centre twice is refused (docs/rules.md#required-fields).
 *
 * @example addCentre(['loc-a'], 'loc-b') // { value: ['loc-a', 'loc-b'] }
 */
export function addCentre(centreIds: Id[], centreId: Id): Added<Id[]> {
  if (!centreId) return { error: 'Choose a collection centre' };
  if (centreIds.includes(centreId)) return { error: 'This collection centre is already on the route' };
  return { value: [...centreIds, centreId] };
}

export function removeCentre(centreIds: Id[], centreId: Id): Id[] {
  return centreIds.filter((id) => id !== centreId);
}
