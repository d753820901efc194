import type { ResponseOf } from '@maziwa/contracts';
import { displayTimeZone } from '@maziwa/ui';

/** What GET /payments/{id}/payslip answers (api/get-payslip's Payslip; named here so model/ does not import api/). */
type Payslip = ResponseOf<'/payments/{id}/payslip', 'get'>;

/** Today (yyyy-MM-dd) on the organisation's clock. */
export function todayInDisplayZone(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: displayTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The status as the payment lists show it: a payment still owed past its due date is
 * delayed (the API stores pending or partially_paid and leaves delayed to be derived).
 */
export function shownStatus(payslip: Pick<Payslip, 'status' | 'due_date'>, today = todayInDisplayZone()): string {
  const owed = payslip.status === 'pending' || payslip.status === 'partially_paid';
  return owed && payslip.due_date < today ? 'delayed' : payslip.status;
}

const RATE_SOURCES: Record<string, string> = {
  farmer_special: 'special',
  farmer: 'farmer',
  route: 'route',
  organisation: 'standard',
};

/** Where a day's rate came from, in a word: "standard", "route", "farmer", "special". */
export const rateSourceText = (source: string) => RATE_SOURCES[source] ?? source;
