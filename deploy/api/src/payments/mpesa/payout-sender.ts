import { randomUUID } from 'node:crypto';
import { randomCode } from '../record-payouts';
import type { Accepted, DarajaClient } from './daraja-client';

/** What the worker sends of a payout row. */
export interface DuePayout {
  id: string;
  organizationId: string;
  amount: number;
  phone: string;
  callbackSecret: string;
}

/** The callback paths of a payout, under the API (the gateway serves the API under /api). */
export const callbackPaths = (payout: Pick<DuePayout, 'id' | 'callbackSecret'>) => ({
  // No "mpesa", "query" or "safaricom" in them: Daraja refuses such callback URLs (400.003.02).
  result: `/callbacks/b2c/result/${payout.id}/${payout.callbackSecret}`,
  timeout: `/callbacks/b2c/timeout/${payout.id}/${payout.callbackSecret}`,
  status: `/callbacks/b2c/status/${payout.id}/${payout.callbackSecret}`,
});

/** Sends payouts and status queries; their outcome arrives later at the callback paths. */
export interface PayoutSender {
  send(payout: DuePayout): Promise<Accepted>;
  askStatus(payout: DuePayout): Promise<Accepted>;
}

/** Safaricom's Daraja, posting back to this API at `callbackBase` (mpesa-setup.ts). */
export function darajaSender(client: DarajaClient, callbackBase: string): PayoutSender {
  const url = (path: string) => `${callbackBase}${path}`;
  return {
    send: (payout) => {
      const paths = callbackPaths(payout);
      return client.payment({
        originatorConversationId: payout.id,
        amount: payout.amount,
        phone: payout.phone,
        remarks: 'Milk payment',
        resultUrl: url(paths.result),
        queueTimeoutUrl: url(paths.timeout),
      });
    },
    askStatus: (payout) => {
      const paths = callbackPaths(payout);
      return client.transactionStatus({
        originatorConversationId: randomUUID(),
        about: { originatorConversationId: payout.id },
        resultUrl: url(paths.status),
        queueTimeoutUrl: url(paths.timeout),
        remarks: 'Payout without a result',
      });
    },
  };
}

/**
 * The built-in simulator (`pnpm start`, never production): answers like Daraja and, a moment
 * later, posts a successful Result to the API's own callback route, so a newcomer sees a
 * payment go Processing -> Completed with a receipt. `post` delivers to this API.
 */
export function simulatedSender(post: (path: string, body: unknown) => Promise<void>, delayMs: number): PayoutSender {
  const later = (path: string, body: unknown) => {
    setTimeout(() => void post(path, body).catch(() => undefined), delayMs).unref();
  };
  const accepted = (id: string): Accepted => ({
    conversationId: `SIM_${randomCode(12)}`,
    originatorConversationId: id,
  });
  const success = (payout: DuePayout, receipt: string) => ({
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully. (simulated)',
      OriginatorConversationID: payout.id,
      ConversationID: `SIM_${randomCode(12)}`,
      TransactionID: receipt,
      ResultParameters: {
        ResultParameter: [
          { Key: 'TransactionAmount', Value: payout.amount },
          { Key: 'TransactionReceipt', Value: receipt },
        ],
      },
    },
  });
  return {
    async send(payout) {
      later(callbackPaths(payout).result, success(payout, `S${randomCode(9)}`));
      return accepted(payout.id);
    },
    async askStatus(payout) {
      const id = randomUUID();
      later(callbackPaths(payout).status, {
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully. (simulated)',
          OriginatorConversationID: id,
          ConversationID: `SIM_${randomCode(12)}`,
          ResultParameters: {
            ResultParameter: [
              { Key: 'ReceiptNo', Value: `S${randomCode(9)}` },
              { Key: 'TransactionStatus', Value: 'Completed' },
              { Key: 'Amount', Value: payout.amount },
            ],
          },
        },
      });
      return accepted(id);
    },
  };
}
