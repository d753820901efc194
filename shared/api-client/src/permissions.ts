import type { CurrentUser } from '@maziwa/contracts';
import { useSession } from './session';

/**
 * Whether `user` holds `permission` (`resource:action`) in the organisation screens work in.
 * The API is the gate; the console asks only to hide what would be refused anyway.
 */
export function userCan(user: CurrentUser | null | undefined, permission: string): boolean {
  return Boolean(user?.permissions?.includes(permission));
}

/** A signed-in account without any permission (Driver, Producer) has no console access. */
export function hasConsoleAccess(user: CurrentUser | null | undefined): boolean {
  return (user?.permissions?.length ?? 0) > 0;
}

/**
 * Whether the signed-in person may do `permission`; re-renders when the session changes.
 *
 * @example const canAdd = useCan('trips:create'); return canAdd ? <Button>Add</Button> : null;
 */
export function useCan(permission: string): boolean {
  return useSession((state) => userCan(state.user, permission));
}
