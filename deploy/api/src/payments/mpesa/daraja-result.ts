import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * What Daraja posts to a ResultURL once a B2C payment (or a Transaction Status query) is done,
 * read into the few outcomes Maziwa acts on. Safaricom never repeats a callback and may send
 * the same one twice; what to do with an outcome is the payout's business, not this file's.
 */

const ResultParameter = Type.Object({
  Key: Type.String(),
  Value: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
});

export const DarajaResultBody = Type.Object({
  Result: Type.Object({
    ResultType: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    ResultCode: Type.Union([Type.Number(), Type.String()]),
    ResultDesc: Type.Optional(Type.String()),
    OriginatorConversationID: Type.String(),
    ConversationID: Type.Optional(Type.String()),
    TransactionID: Type.Optional(Type.String()),
    ResultParameters: Type.Optional(
      Type.Object({
        // One parameter comes as an object rather than a list of one.
        ResultParameter: Type.Union([Type.Array(ResultParameter), ResultParameter]),
      }),
    ),
  }),
});
export type DarajaResultBody = Static<typeof DarajaResultBody>;

export type PayoutOutcome =
  /** The money reached the farmer: the receipt is the payment's transaction reference. */
  | { kind: 'completed'; receipt: string; amount?: number }
  /** Nothing was paid; the payment goes back to Pending with the reason. */
  | { kind: 'failed'; code: number; reason: string }
  /** Nothing was paid and the farmer's number cannot receive M-Pesa: the number is flagged. */
  | { kind: 'bad_number'; code: number; reason: string }
  /**
   * Nothing was paid and the organisation's M-Pesa account refused us (credential, role): its
   * payouts pause until an admin fixes the settings.
   */
  | { kind: 'account_blocked'; code: number; reason: string }
  /** Safaricom could not say (a duplicate id, a status still pending): ask again later, never resend. */
  | { kind: 'unknown'; code: number; reason: string };

const RECEIVER_CODES = new Set([7, 11, 12, 13, 14]);
const ACCOUNT_CODES = new Set([21, 2001, 2028, 8006]);

const REASONS: Record<number, string> = {
  1: 'M-Pesa float insufficient',
  2: 'the amount is below M-Pesa’s minimum',
  3: 'the amount is above M-Pesa’s maximum',
  4: 'the M-Pesa account’s daily limit is reached',
  7: 'the number is not registered for M-Pesa',
  11: 'the number is not registered for M-Pesa',
  12: 'the number is not registered for M-Pesa',
  13: 'the number is not registered for M-Pesa',
  14: 'the number is not registered for M-Pesa',
  17: 'M-Pesa had an internal failure',
  21: 'the M-Pesa initiator may not make payouts',
  2001: 'the M-Pesa initiator’s credential was refused',
  2028: 'the M-Pesa initiator may not make payouts',
  8006: 'the M-Pesa initiator’s credential is locked',
};

/** The result's parameters as a map (`TransactionReceipt` -> `SKL4ABC123`). */
export function resultParameters(body: DarajaResultBody): Record<string, string | number | null> {
  const raw = body.Result.ResultParameters?.ResultParameter;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return Object.fromEntries(list.map((p) => [p.Key, p.Value ?? null]));
}

/** Whether a posted body is a Daraja Result at all (anything else is answered 400). */
export function isDarajaResult(body: unknown): body is DarajaResultBody {
  return Value.Check(DarajaResultBody, body);
}

/** A B2C payment's Result as an outcome. */
export function paymentOutcome(body: DarajaResultBody): PayoutOutcome {
  const code = Number(body.Result.ResultCode);
  const parameters = resultParameters(body);
  if (code === 0) {
    const receipt = String(parameters.TransactionReceipt ?? body.Result.TransactionID ?? '');
    if (receipt) return { kind: 'completed', receipt, amount: numberOrUndefined(parameters.TransactionAmount) };
    return { kind: 'unknown', code, reason: 'M-Pesa reported success without a receipt' };
  }
  return refusal(code, body.Result.ResultDesc);
}

/**
 * A Transaction Status query's Result as the outcome of the payout it asked about: completed
 * with its receipt, or still unknown (a query that failed says nothing about the payout).
 */
export function statusOutcome(body: DarajaResultBody): PayoutOutcome {
  const code = Number(body.Result.ResultCode);
  const parameters = resultParameters(body);
  if (code !== 0) {
    // The query itself failed: the payout's fate is still not known.
    return { kind: 'unknown', code, reason: body.Result.ResultDesc ?? `M-Pesa answered code ${code}` };
  }
  const status = String(parameters.TransactionStatus ?? '');
  const receipt = String(parameters.ReceiptNo ?? '');
  if (status === 'Completed' && receipt)
    return { kind: 'completed', receipt, amount: numberOrUndefined(parameters.Amount) };
  if (status === 'Failed' || status === 'Cancelled' || status === 'Expired')
    return { kind: 'failed', code, reason: `M-Pesa says the payout ${status.toLowerCase()}` };
  return { kind: 'unknown', code, reason: `M-Pesa says the payout is ${status || 'not yet known'}` };
}

function refusal(code: number, description: string | undefined): PayoutOutcome {
  const reason = REASONS[code] ?? description ?? `M-Pesa answered code ${code}`;
  if (RECEIVER_CODES.has(code)) return { kind: 'bad_number', code, reason };
  if (ACCOUNT_CODES.has(code)) return { kind: 'account_blocked', code, reason };
  // 15: this OriginatorConversationID was already used. Whatever the first one did stands.
  if (code === 15) return { kind: 'unknown', code, reason: 'M-Pesa saw this payout request before' };
  return { kind: 'failed', code, reason };
}

function numberOrUndefined(value: string | number | null | undefined): number | undefined {
  const number = Number(value);
  return value === null || value === undefined || !Number.isFinite(number) ? undefined : number;
}
