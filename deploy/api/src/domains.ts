import { access } from './access';
import { audit } from './audit';
import { collections } from './collections';
import { credentials } from './credentials';
import { extension } from './extension';
import { logistics } from './logistics';
import { messaging } from './messaging';
import type { AttachmentDrawers } from './messaging/email-attachments';
import { organizations } from './organizations';
import { payments } from './payments';
import { loadPayslip } from './payments/payslips/load-payslip';
import { renderPayslipPdf } from './payments/payslips/payslip-pdf';
import { payslipFileName, todayIn } from './payments/payslips/payslip-text';
import { people } from './people';
import { quality } from './quality';
import { reports } from './reports';
import type { ApiDomain } from './resources/api-domain';
import type { ResourceDef } from './resources/types';
import { supplies } from './supplies';

/**
 * Every domain of the API, the one list api-plugin.ts registers (README: Layout). A new
 * domain adds its folder with an index.ts exporting an ApiDomain, and its name here.
 */
export const DOMAINS: readonly ApiDomain[] = [
  access,
  people,
  organizations,
  logistics,
  collections,
  quality,
  payments,
  supplies,
  extension,
  reports,
  audit,
  messaging,
  credentials,
];

/** Every generic resource, in registration order (docs/rules.md#api-calls). */
export const RESOURCES: ResourceDef[] = DOMAINS.flatMap((domain) => domain.resources ?? []);

/**
 * What an e-mail of the outbox may attach, drawn when it is sent (issue 32). Wired here, above
 * the domains: payments queues its notices through messaging, so messaging cannot import the
 * payslip; it names it ('payslip' of the payment in related_id) and this draws it, as
 * GET /payments/{id}/payslip.pdf does.
 */
export const MESSAGE_ATTACHMENTS: AttachmentDrawers = {
  async payslip(db, paymentId, organizationId) {
    const slip = await loadPayslip(db, paymentId, [organizationId]);
    if (!slip) return null;
    const content = await renderPayslipPdf(slip, todayIn(db.timeZone));
    return { filename: payslipFileName(slip), content, contentType: 'application/pdf' };
  },
};
