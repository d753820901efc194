import type { Route, Weekday } from '@maziwa/contracts';

const WEEK: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * The times a route starts at, whatever the day: "05:30, 14:00" (each time once, earliest
 * first), or "N/A" when none is set.
 *
 * @example startTimesSummary({ monday: ['14:00', '05:30'], tuesday: ['05:30'] }) // "05:30, 14:00"
 */
export function startTimesSummary(startTimes: Route['start_times'] | undefined): string {
  const times = new Set(WEEK.flatMap((day) => startTimes?.[day] ?? []));
  return times.size ? [...times].sort().join(', ') : 'N/A';
}
