import { timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { HttpError, notFound } from '../http/errors';
import type { ApiInstance } from '../plugins/services';
import { errorResponses } from '../schemas/common';
import { DeliveryReportBody } from './message-schemas';
import { applyDeliveryReport, REPORT_STATUSES, type ReportStatus } from './outbox';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });

function sameToken(given: string, expected: string | null): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /callbacks/africastalking/delivery-reports/{token} (the gateway: /api/callbacks/...):
 * Africa's Talking's delivery reports, form-encoded, unauthenticated but behind the secret
 * AFRICASTALKING_CALLBACK_TOKEN in the path. A wrong token is 404 before anything is read; a
 * report without an id or with an unknown status is 400; an unknown message id is 404.
 */
export async function callbackRoutes(app: ApiInstance): Promise<void> {
  const { db, messaging } = app.maziwa;
  app.post(
    '/callbacks/africastalking/delivery-reports/:token',
    {
      config: { public: true },
      schema: {
        tags: ['Messaging'],
        operationId: 'receiveAfricasTalkingDeliveryReport',
        summary: "Africa's Talking delivery report (called by Africa's Talking)",
        description:
          "Set this URL (with AFRICASTALKING_CALLBACK_TOKEN) as the SMS delivery report callback in the Africa's " +
          'Talking dashboard. Success marks the message delivered; Failed, Rejected, AbsentSubscriber, Expired failed ' +
          '(failureReason kept); Sent, Submitted, Buffered sent. 404 for a wrong token or an unknown id; 400 for a ' +
          'malformed report. Nothing changes on a refusal.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        security: [],
        params: TokenParams,
        body: DeliveryReportBody,
        response: { 200: Type.Object({ ok: Type.Boolean() }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!sameToken(request.params.token, messaging.config.callbackToken)) throw notFound('Not found');
      const { id, status, failureReason } = request.body;
      if (!id) throw new HttpError(400, 'id is required', { id: 'is required' });
      if (!status || !(status in REPORT_STATUSES)) {
        throw new HttpError(400, `status must be one of ${Object.keys(REPORT_STATUSES).join(', ')}`, {
          status: `must be one of ${Object.keys(REPORT_STATUSES).join(', ')}`,
        });
      }
      const found = await applyDeliveryReport(db, { id, status: status as ReportStatus, failureReason });
      if (!found) throw notFound('No message has this id');
      return { ok: true };
    },
  );
}
