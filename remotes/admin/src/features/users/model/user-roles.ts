import type { Id, User, UserRoleName } from '@maziwa/contracts';

/** The roles a user holds in one organisation (a user record lists every shared one). */
export function rolesIn(user: User, orgId: Id | null): UserRoleName[] {
  return (user.roles ?? []).filter((role) => role.organization_id === orgId);
}

/** The same role ids, whatever their order. */
export function sameRoles(a: Id[], b: Id[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
