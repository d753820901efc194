import { permissionMessage } from '../auth/permissions';
import { forbidden, NOT_A_MEMBER } from '../http/errors';
import type { Caller } from './types';

/** The organisations a list covers: the one asked for (if the caller belongs to it) or all. */
export function organisationsToList(caller: Caller, requested: string | undefined): string[] {
  if (requested === undefined) return caller.orgIds;
  assertMember(caller, requested);
  return [requested];
}

/** The caller may act in this organisation: a member who holds the route's permission there. */
export function assertMember(caller: Caller, organizationId: string): void {
  if (caller.orgIds.includes(organizationId)) return;
  if (caller.permission && caller.memberOrgIds?.includes(organizationId))
    throw forbidden(permissionMessage(caller.permission));
  throw forbidden(NOT_A_MEMBER);
}

/** Where a new row goes: the organisation named in the body, else the caller's first. */
export function targetOrganisation(caller: Caller, requested: unknown): string {
  const organizationId = typeof requested === 'string' ? requested : caller.orgIds[0];
  if (!organizationId) throw forbidden(NOT_A_MEMBER);
  assertMember(caller, organizationId);
  return organizationId;
}

/**
 * The zone an organisation counts its days in: its own, else undefined for the server's
 * (docs/rules.md#dates). Without one named, the caller's first, where screens work.
 */
export function organisationTimeZone(caller: Caller, organizationId = caller.orgIds[0]): string | undefined {
  return organizationId ? caller.timeZones?.[organizationId] : undefined;
}
