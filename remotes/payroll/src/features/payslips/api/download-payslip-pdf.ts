import { request, saveBlob } from '@maziwa/api-client';
import type { Payslip } from './get-payslip';

/** The name the API gives the file: payslip-<member>-<yyyy-MM> for a month, else both days. */
export function payslipFileName(
  payslip: Pick<Payslip, 'payment_id' | 'farmer' | 'period_start' | 'period_end'>,
): string {
  const member = (payslip.farmer.member_number ?? '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  const [year, month] = payslip.period_start.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const wholeMonth =
    payslip.period_start.endsWith('-01') &&
    payslip.period_end === `${payslip.period_start.slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
  const period = wholeMonth ? payslip.period_start.slice(0, 7) : `${payslip.period_start}-to-${payslip.period_end}`;
  return `payslip-${member || payslip.payment_id.slice(0, 8)}-${period}.pdf`;
}

/**
 * GET /payments/{id}/payslip.pdf with the bearer token, saved as a file the browser downloads.
 *
 * @example await downloadPayslipPdf(payslip);
 */
export async function downloadPayslipPdf(payslip: Payslip): Promise<void> {
  const blob = await request.getBlob(`payments/${encodeURIComponent(payslip.payment_id)}/payslip.pdf`);
  // Rebuilt from its bytes, so the Blob belongs to this page's realm and says what it is.
  saveBlob(new Blob([await blob.arrayBuffer()], { type: 'application/pdf' }), payslipFileName(payslip));
}
