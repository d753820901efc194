import { centresFor } from '../auth/permissions';
import { fieldError } from '../http/errors';
import type { SqlParams } from './sql';
import type { Caller, ListableDef } from './types';

/** The organisations of the request where the caller's permission holds only at some centres. */
function limitedOrganisations(def: ListableDef, caller: Caller): Array<{ org: string; centres: readonly string[] }> {
  if (!def.centreColumn || !caller.centreLimits || !caller.permission) return [];
  return caller.orgIds.flatMap((org) => {
    const centres = centresFor(caller.centreLimits, org, caller.permission!);
    return centres ? [{ org, centres }] : [];
  });
}

/** Whether the caller sees only some centres' rows of this list (its fast unfiltered total would say too much). */
export function isCentreLimited(def: ListableDef, caller: Caller): boolean {
  return limitedOrganisations(def, caller).length > 0;
}

/**
 * The SQL condition keeping a QA/Collector to the rows of its own centres ('' for everyone
 * else). Per organisation: where the caller is limited, the row's centre must be one of theirs;
 * where they also hold the permission through another role, every row counts.
 */
export function centreCondition(def: ListableDef, caller: Caller, params: SqlParams): string {
  const limited = limitedOrganisations(def, caller);
  if (limited.length === 0) return '';
  const orgColumn = def.orgColumn ?? 't.organization_id';
  const orgs = params.add(
    limited.map((l) => l.org),
    'uuid[]',
  );
  const centres = params.add([...new Set(limited.flatMap((l) => l.centres))], 'uuid[]');
  return `(${orgColumn} <> ALL(${orgs}) OR ${def.centreColumn} = ANY(${centres}))`;
}

/**
 * A write by a QA/Collector names one of its own centres: a delivery, test or rejection at
 * another centre is refused at the field, before anything is stored.
 */
export function assertOwnCentre(
  def: ListableDef,
  caller: Caller,
  organizationId: string | undefined,
  columns: Record<string, unknown>,
): void {
  const column = def.centreColumn?.replace(/^t\./, '');
  if (!organizationId || !column || column === 'id') return;
  const centreId = columns[column];
  const limit = limitedOrganisations(def, caller).find((l) => l.org === organizationId);
  if (limit && (typeof centreId !== 'string' || !limit.centres.includes(centreId))) {
    throw fieldError(column, 'is not one of your collection centres');
  }
}
