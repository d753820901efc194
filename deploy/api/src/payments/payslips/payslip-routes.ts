import { notFound } from '../../http/errors';
import { callerOf } from '../../plugins/auth';
import type { ApiInstance } from '../../plugins/services';
import { exportTimeZone } from '../../resources/csv-time';
import { errorResponses, IdParams } from '../../schemas/common';
import { loadPayslip } from './load-payslip';
import { renderPayslipPdf } from './payslip-pdf';
import { Payslip } from './payslip-schemas';
import { payslipFileName, todayIn } from './payslip-text';

const NOT_FOUND = 'Payment not found';

/**
 * A payment's payslip (issue 9): how its net pay was reached, line by line as its pay run
 * stored them, and what was paid. As JSON for the console's Payslip page, and as a PDF to
 * print or hand to the farmer.
 */
export async function payslipRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.maziwa;

  app.get(
    '/payments/:id/payslip',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags: ['Payroll'],
        summary: "A payment's payslip: milk per day, adjustments, deductions, totals and payouts",
        description:
          'The lines are those its pay run stored (ordered as computed); a payment made before pay runs has none ' +
          "and shows its stored totals. Another organisation's payment is 404.",
        params: IdParams,
        response: { 200: Payslip, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const payslip = await loadPayslip(db, request.params.id, callerOf(request).orgIds);
      if (!payslip) throw notFound(NOT_FOUND);
      return payslip;
    },
  );

  app.get(
    '/payments/:id/payslip.pdf',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags: ['Payroll'],
        summary: "A payment's payslip as a PDF (A4; a month of daily lines fits one page)",
        description: "An attachment named payslip-<member number>-<period>.pdf. Another organisation's payment is 404.",
        params: IdParams,
        response: {
          200: {
            description: 'The PDF.',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const payslip = await loadPayslip(db, request.params.id, caller.orgIds);
      if (!payslip) throw notFound(NOT_FOUND);
      // Days and times on the organisation's clock, as the console shows them.
      const timeZone = exportTimeZone(db, caller, payslip.organization.id);
      const pdf = await renderPayslipPdf(payslip, todayIn(timeZone), { timeZone });
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${payslipFileName(payslip)}"`)
          // A payslip changes as it is paid: never served from a cache.
          .header('cache-control', 'no-store')
          .send(pdf)
      );
    },
  );
}
