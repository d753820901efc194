/**
 * How a payment's net amount is sent through M-Pesa. Daraja takes whole shillings, from KES 10
 * to KES 250,000 per transaction (its result codes 2 and 3 otherwise).
 *
 * The cents are never dropped: they stay owing on the payment (its balance after the payout),
 * paid with the next payout or in cash, and the payment says so. Carrying them into the next
 * pay run instead would move money between periods that are already approved.
 */

export const MPESA_MIN_KES = 10;
export const MPESA_MAX_KES = 250_000;

export type MpesaParts =
  | {
      ok: true;
      /** Whole-shilling transactions, each within M-Pesa's limits, largest first. */
      parts: number[];
      /** What is not sent: the cents, left owing on the payment. */
      owing: number;
    }
  | { ok: false; reason: string };

/**
 * @example mpesaParts(13_200.75) // { ok: true, parts: [13200], owing: 0.75 }
 * @example mpesaParts(600_000)   // { ok: true, parts: [250000, 250000, 100000], owing: 0 }
 * @example mpesaParts(8)         // { ok: false, reason: 'KES 8.00 is below M-Pesa’s minimum of KES 10' }
 */
export function mpesaParts(amount: number): MpesaParts {
  if (!Number.isFinite(amount) || amount <= 0) return { ok: false, reason: 'There is nothing to pay' };
  const cents = Math.round(amount * 100);
  const shillings = Math.floor(cents / 100);
  if (shillings < MPESA_MIN_KES) {
    return {
      ok: false,
      reason: `KES ${(cents / 100).toFixed(2)} is below M-Pesa’s minimum of KES ${MPESA_MIN_KES}`,
    };
  }
  const parts: number[] = [];
  let left = shillings;
  while (left > MPESA_MAX_KES) {
    // Never leave a last part below the minimum: take less from the one before it.
    const take = left - MPESA_MAX_KES < MPESA_MIN_KES ? left - MPESA_MIN_KES : MPESA_MAX_KES;
    parts.push(take);
    left -= take;
  }
  parts.push(left);
  return { ok: true, parts: parts.sort((a, b) => b - a), owing: (cents - shillings * 100) / 100 };
}
