import { DEFAULT_TIME_ZONE } from '../../db/database';
import { formatKsh, kshFigure } from '../../domain/pay';
import { formatDateTime, formatDay } from '../../domain/words';
import type { PayslipType } from './payslip-schemas';

export { formatDateTime, formatDay, formatKsh };

// The PDF says things as the console's screens do (shared/ui formatters, docs/rules.md#dates):
// money as "Ksh 1,234.50", days as dd/MM/yyyy and times as a 24-hour HH:mm on the
// organisation's clock ("28/11/2026 15:57"), Kenya's format, the console's one.

/** A rate: "45.00". */
export const formatRate = kshFigure;

/** Litres with at most two decimals: "1,250.5"; null "-". */
export const formatLitres = (litres: number | null) =>
  litres === null ? '-' : litres.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** "in_progress" -> "In Progress". */
export const formatCode = (code: string) =>
  code
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The status a person sees: pending or partly paid past the due date is Delayed. */
export function shownStatus(payslip: Pick<PayslipType, 'status' | 'due_date'>, today: string): string {
  const open = payslip.status === 'pending' || payslip.status === 'partially_paid';
  if (!open || payslip.due_date >= today) return formatCode(payslip.status);
  return payslip.status === 'partially_paid' ? 'Delayed (Partially Paid)' : 'Delayed';
}

/** The period is one calendar month, first day to last. */
export function isWholeMonth(start: string, end: string): boolean {
  const lastDay = new Date(Date.UTC(Number(end.slice(0, 4)), Number(end.slice(5, 7)), 0)).getUTCDate();
  return start.slice(0, 7) === end.slice(0, 7) && start.endsWith('-01') && Number(end.slice(8)) === lastDay;
}

/** "March 2026" for a calendar month, else "03/01/2026 - 03/15/2026". */
export function periodText(start: string, end: string): string {
  if (isWholeMonth(start, end)) {
    return new Date(`${start}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
  return `${formatDay(start)} - ${formatDay(end)}`;
}

/** payslip-F-001-2026-03.pdf for a month, payslip-F-001-2026-03-01-to-2026-03-15.pdf otherwise. */
export function payslipFileName(
  payslip: Pick<PayslipType, 'farmer' | 'period_start' | 'period_end' | 'payment_id'>,
): string {
  const member = (payslip.farmer.member_number ?? '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  const period = isWholeMonth(payslip.period_start, payslip.period_end)
    ? payslip.period_start.slice(0, 7)
    : `${payslip.period_start}-to-${payslip.period_end}`;
  return `payslip-${member || payslip.payment_id.slice(0, 8)}-${period}.pdf`;
}

/** Today (yyyy-MM-dd) on the organisation's clock: what "past its due date" is measured by. */
export function todayIn(timeZone = process.env.MAZIWA_TIME_ZONE || DEFAULT_TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
