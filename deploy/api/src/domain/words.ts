import { DEFAULT_TIME_ZONE } from '../db/database';
import { MONTH_NAMES } from './months';
import { shownDateTime } from './wall-clock';

// How the API says days, times, periods and people when it writes words for staff (payslips,
// Activity's names, exports): as the console's screens do (shared/ui formatters,
// docs/rules.md#dates), days dd/MM/yyyy and a 24-hour HH:mm on the organisation's clock.

export { formatDay } from './wall-clock';

/**
 * An instant as dd/MM/yyyy HH:mm on the clock of `timeZone`: the organisation's, else the
 * zone the API keeps its days in (written by domain/wall-clock, as exports write it).
 *
 * @example formatDateTime('2026-11-28T12:57:10.202Z', 'Africa/Nairobi') // "28/11/2026 15:57"
 */
export function formatDateTime(
  value: string | null,
  timeZone = process.env.MAZIWA_TIME_ZONE || DEFAULT_TIME_ZONE,
): string {
  return shownDateTime(value, timeZone);
}

/**
 * A pay period as Pay Runs says it (formatPayPeriod of the payroll remote): a whole month by
 * its name, a half by its days.
 *
 * @example payPeriodLabel('2026-03-01', '2026-03-31') // "March 2026"
 * @example payPeriodLabel('2026-03-16', '2026-03-31') // "16–31 Mar 2026"
 */
export function payPeriodLabel(start: string, end: string): string {
  const [year, month] = start.slice(0, 7).split('-').map(Number);
  const first = Number(start.slice(8, 10));
  const last = Number(end.slice(8, 10));
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (first === 1 && last === lastOfMonth && end.slice(0, 7) === start.slice(0, 7))
    return `${MONTH_NAMES[month - 1]} ${year}`;
  return `${first}–${last} ${MONTH_NAMES[month - 1].slice(0, 3)} ${year}`;
}

/**
 * A person with their member number, as staff tell farmers apart: "Jane Wanjiku (#MZ-0001)";
 * without a number, the name alone.
 */
export function memberLabel(name: string, memberNumber: string | null | undefined): string {
  return memberNumber ? `${name} (#${memberNumber})` : name;
}
