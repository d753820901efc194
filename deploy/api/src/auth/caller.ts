import type { CentreLimits, HeldPermissions, PermissionName } from './permissions';

/**
 * Who is asking: the signed-in user and the organisations this request may touch (first =
 * default): those where they hold the route's permission.
 */
export interface Caller {
  userId: string;
  orgIds: string[];
  /** Every organisation they belong to, permitted or not (tells 403 from "not a member"). */
  memberOrgIds?: string[];
  /** What they hold per organisation; absent for internal callers (seed, tests), which hold all. */
  held?: HeldPermissions;
  /** The permission the route asked for. */
  permission?: PermissionName;
  /** Where that permission holds only at some collection centres (a QA/Collector's). */
  centreLimits?: CentreLimits;
  /** The zone of each of their organisations that keeps its own (organizations.time_zone). */
  timeZones?: Readonly<Record<string, string>>;
}
