import { useOrgId } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { driversQueryOptions } from '../api/get-drivers';
import {
  schedulePlanKey,
  useScheduleClashCheck,
  useScheduleClashes,
  type SchedulePlan,
} from '../api/get-schedule-clashes';
import { driverName } from '../model/driver-options';
import { ScheduleClashes } from './schedule-clashes';

export interface PlanClashesProps<V> {
  /** The ticked trips. */
  ids: Id[];
  /** The plan the form's values make, or null while it is incomplete (nothing is asked). */
  planOf(values: V): SchedulePlan | null;
  /** Which plan the warning is on screen for (its schedulePlanKey), or null when none is. */
  onShown(key: string | null): void;
  plannedOf?(tripId: string): string | null;
  hint: string;
}

/**
 * Inside a schedule dialog's form: the drivers the plan would double-book, asked as the
 * person chooses (Edit Schedule, Reschedule, Assign Drivers).
 */
export function PlanClashes<V>({ ids, planOf, onShown, plannedOf, hint }: PlanClashesProps<V>) {
  const orgId = useOrgId();
  const { values } = useFormikContext<V>();
  const plan = planOf(values);
  const clashes = useScheduleClashes(orgId, ids, plan);
  // The drivers' names as the clash check loaded them: read from the cache, never fetched again here.
  const drivers = useQuery({ ...driversQueryOptions(orgId), enabled: false });
  const shown = plan && clashes.data && clashes.data.length > 0 ? schedulePlanKey(plan) : null;
  useEffect(() => onShown(shown), [shown, onShown]);
  const nameOf = (id: string) => {
    const link = drivers.data?.find((candidate) => candidate.id === id);
    return link ? driverName(link) : id;
  };
  return plan ? (
    <ScheduleClashes clashes={clashes.data ?? []} nameOf={nameOf} plannedOf={plannedOf} hint={hint} />
  ) : null;
}

/**
 * A schedule dialog's warn-before-save: `mustWarn(plan)` is true when the plan double-books a
 * driver and the warning was not on screen yet for it (pressed before the check answered: the
 * warning shows, the next press saves). `warnedFor` feeds PlanClashes' onShown and the
 * "Save anyway" label. A check that fails does not hold the save up: it only ever warns.
 *
 * @example const { warnedFor, setWarnedFor, mustWarn } = useClashWarning(orgId, ids); if (await mustWarn(plan)) return;
 */
export function useClashWarning(orgId: Id | null, ids: Id[]) {
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const check = useScheduleClashCheck(orgId, ids);
  const mustWarn = async (plan: SchedulePlan) =>
    warnedFor !== schedulePlanKey(plan) && (await check(plan).catch(() => [])).length > 0;
  return { warnedFor, setWarnedFor, mustWarn };
}
