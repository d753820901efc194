import type { Queryable } from '../db/database';
import { formatKsh } from '../domain/pay';
import { conflict } from '../http/errors';

/**
 * SQL: KSh of an organisation handed to M-Pesa and not yet in the ledger (its payouts queued,
 * sent or awaiting their result). The balance keeps it aside, so two runs cannot promise the
 * same money; once a payout completes it is a payout row instead, and once it fails it is free.
 */
export const inFlightToMpesa = (organization: string): string =>
  `(SELECT coalesce(sum(amount), 0) FROM mpesa_payouts WHERE organization_id = ${organization}
      AND status IN ('queued', 'sending', 'accepted', 'unknown'))`;

/** What the ledger reads of a payment, under its row lock. */
export interface LockedPayment {
  id: string;
  organization_id: string;
  pay_run_id: string | null;
  status: string;
  amount_due: number;
  amount_paid: number | null;
  payment_method: string;
  transaction_reference: string | null;
}

/** An organisation's money lock, held: whether it may overdraw, and its balance now. */
export interface MoneyAccount {
  organizationId: string;
  allowOverdraft: boolean;
  /** Balance in cents: top-ups less payouts (reversals count back) less what M-Pesa is paying now. */
  balanceCents: number;
}

export const toCents = (ksh: number): number => Math.round(ksh * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * Takes the money lock of each organisation (sorted, so two requests never wait on each
 * other crosswise) and reads their balances under it. Every payout, reversal, payment edit,
 * approval and pay-run compute of an organisation takes this lock first (docs/rules.md#money),
 * so a balance read here stays true until the transaction ends.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: it still excludes every other money lock (and FOR UPDATE),
 * but not the key-share lock that each insert referencing the organisation takes (an audit
 * event, a delivery). With FOR UPDATE, an edit holding a payment and writing its audit event
 * waited for the lock while a payout holding the lock waited for that payment: a deadlock,
 * measured on PostgreSQL by ledger-concurrency.test.ts.
 */
export async function lockMoney(tx: Queryable, organizationIds: string[]): Promise<Map<string, MoneyAccount>> {
  const ids = [...new Set(organizationIds)].sort();
  const accounts = new Map<string, MoneyAccount>();
  if (ids.length === 0) return accounts;
  const { rows: locked } = await tx.query<{ id: string; allow_overdraft: boolean }>(
    'SELECT id, allow_overdraft FROM organizations WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE',
    [ids],
  );
  const { rows: balances } = await tx.query<{ id: string; topped_up: number; paid_out: number }>(
    `SELECT o.id,
            (SELECT coalesce(sum(amount), 0) FROM account_top_ups WHERE organization_id = o.id) AS topped_up,
            (SELECT coalesce(sum(amount), 0) FROM payouts WHERE organization_id = o.id)
              + ${inFlightToMpesa('o.id')} AS paid_out
       FROM unnest($1::uuid[]) AS o (id)`,
    [ids],
  );
  const balanceOf = new Map(
    balances.map((row) => [row.id, toCents(Number(row.topped_up)) - toCents(Number(row.paid_out))]),
  );
  for (const row of locked) {
    accounts.set(row.id, {
      organizationId: row.id,
      allowOverdraft: row.allow_overdraft,
      balanceCents: balanceOf.get(row.id) ?? 0,
    });
  }
  return accounts;
}

/** The organisations (among the caller's) that these payments belong to; unknown ids are left out. */
export async function organisationsOfPayments(tx: Queryable, ids: string[], orgIds: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ organization_id: string }>(
    'SELECT DISTINCT organization_id FROM payments WHERE id = ANY($1::uuid[]) AND organization_id = ANY($2::uuid[])',
    [ids, orgIds],
  );
  return rows.map((row) => row.organization_id);
}

/**
 * Locks the payments among `ids` of these organisations, in id order, and reads them as they
 * are now (after any transaction that held them has committed).
 */
export async function lockPayments(
  tx: Queryable,
  ids: string[],
  orgIds: string[],
): Promise<Map<string, LockedPayment>> {
  const { rows } = await tx.query<LockedPayment>(
    `SELECT id, organization_id, pay_run_id, status, amount_due, amount_paid, payment_method, transaction_reference
       FROM payments WHERE id = ANY($1::uuid[]) AND organization_id = ANY($2::uuid[])
      ORDER BY id FOR UPDATE`,
    [[...new Set(ids)], orgIds],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        amount_due: Number(row.amount_due),
        amount_paid: row.amount_paid === null ? null : Number(row.amount_paid),
      },
    ]),
  );
}

/** Cents still to pay of a payment. */
export const outstandingCents = (payment: LockedPayment): number =>
  toCents(payment.amount_due) - toCents(payment.amount_paid ?? 0);

/**
 * Refuses a payout the balance does not cover, unless the organisation allows overdrafts
 * (organizations.allow_overdraft), then takes it off the balance held.
 */
export function spend(account: MoneyAccount, cents: number): void {
  if (!account.allowOverdraft && account.balanceCents - cents < 0) {
    throw conflict(
      `The payout account has ${formatKsh(fromCents(account.balanceCents))}; this payout needs ${formatKsh(fromCents(cents))}. Top up first.`,
    );
  }
  account.balanceCents -= cents;
}

/** Whether the balance covers a payout (or overdrafts are allowed). */
export const covers = (account: MoneyAccount, cents: number): boolean =>
  account.allowOverdraft || account.balanceCents - cents >= 0;
