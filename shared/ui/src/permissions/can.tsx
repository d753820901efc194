import { createContext, useContext, type ReactNode } from 'react';

/** Answers whether the signed-in person holds a permission (`resource:action`). */
export type PermissionCheck = (permission: string) => boolean;

// Nothing that names a permission shows without a provider: a screen mounted outside the
// console's session must not offer actions the API would refuse.
const PermissionCheckContext = createContext<PermissionCheck>(() => false);

export interface PermissionsProviderProps {
  /** Usually `(permission) => userCan(user, permission)` of `@maziwa/api-client`. */
  can: PermissionCheck;
  children?: ReactNode;
}

/**
 * Tells the kit's components (Can, RowActions) what the signed-in person may do. The host
 * and the standalone dev shell provide it from the session; remotes only consume it.
 *
 * @example <PermissionsProvider can={(permission) => userCan(user, permission)}>{app}</PermissionsProvider>
 */
export function PermissionsProvider({ can, children }: PermissionsProviderProps) {
  return <PermissionCheckContext.Provider value={can}>{children}</PermissionCheckContext.Provider>;
}

/** The check of the nearest PermissionsProvider. */
export function usePermissionCheck(): PermissionCheck {
  return useContext(PermissionCheckContext);
}

/**
 * One permission, or several that an action needs together (editing a farmer changes the
 * person and their link, so it needs `user_roles:update` and `users:update`).
 */
export type RequiredPermission = string | readonly string[];

/** Whether `can` grants every permission `required` names. */
export function holdsAll(can: PermissionCheck, required: RequiredPermission): boolean {
  return typeof required === 'string' ? can(required) : required.every((permission) => can(permission));
}

export interface CanProps {
  /** `resource:action`, e.g. `trips:create`, or several that must all be held. */
  permission: RequiredPermission;
  children?: ReactNode;
}

/**
 * Shows its children only to a person holding `permission`. Hiding is a courtesy: the API
 * refuses the action anyway.
 *
 * @example <Can permission="trips:create"><Button onClick={add}>Add Trip</Button></Can>
 */
export function Can({ permission, children }: CanProps) {
  return holdsAll(usePermissionCheck(), permission) ? <>{children}</> : null;
}
