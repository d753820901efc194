import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { recordEvents, type AuditEvent } from '../audit/record';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { DateTimeInput, errorResponses, iso, num, Uuid } from '../schemas/common';

/** The most payments one request pays: a bulk run sends its list in batches of this size. */
export const MAX_PAYMENTS_PER_RUN = 1000;

const ProcessPayments = Type.Object(
  {
    ids: Type.Array(Uuid(), {
      minItems: 1,
      maxItems: MAX_PAYMENTS_PER_RUN,
      description: `Payments to pay (at most ${MAX_PAYMENTS_PER_RUN}; a repeated id counts once).`,
    }),
    paid_at: Type.Optional(DateTimeInput({ description: 'When they were paid out; default now.' })),
  },
  { title: 'ProcessPayments', additionalProperties: false },
);

const SKIP_REASONS = ['completed', 'in_progress', 'not_found'] as const;

const ProcessedPayments = Type.Object(
  {
    paid: Type.Array(
      Type.Object({ id: Uuid(), transaction_reference: Type.String(), amount_paid: Type.Number(), paid_at: Type.String({ format: 'date-time' }) }),
    ),
    skipped: Type.Array(
      Type.Object({
        id: Uuid(),
        reason: Type.Union(SKIP_REASONS.map((reason) => Type.Literal(reason)), {
          description: 'completed: paid before; in_progress: being paid out; not_found: no such payment of yours.',
        }),
      }),
    ),
    amount_paid: Type.Number({ description: 'KSh paid by this request.' }),
  },
  { title: 'ProcessedPayments' },
);

// One statement: the pending and failed payments among the ids are completed with their
// amount due and a reference of the run; the others are reported with their status before.
// A payment another run is paying waits for it, then no longer matches: never paid twice.
const PROCESS_SQL = `
  WITH wanted AS (SELECT DISTINCT unnest($1::uuid[]) AS id),
  paid AS (
    UPDATE payments p
       SET status = 'completed', amount_paid = p.amount_due, paid_at = $3,
           transaction_reference = 'BULK-' || to_char($3::timestamptz, 'YYYYMMDD') || '-' || upper(substr(md5(p.id::text || $4), 1, 10))
     WHERE p.id IN (SELECT id FROM wanted) AND p.organization_id = ANY($2::uuid[]) AND p.status IN ('pending', 'failed')
    RETURNING p.id, p.organization_id, p.transaction_reference, p.amount_paid, p.paid_at)
  SELECT w.id, paid.organization_id, paid.transaction_reference, paid.amount_paid, paid.paid_at, before.status,
         before.amount_paid AS amount_paid_before, before.paid_at AS paid_at_before,
         before.transaction_reference AS transaction_reference_before
    FROM wanted w
    LEFT JOIN paid ON paid.id = w.id
    LEFT JOIN payments before ON before.id = w.id AND before.organization_id = ANY($2::uuid[])
   ORDER BY array_position($1::uuid[], w.id)`;

interface ProcessedRow {
  id: string;
  organization_id: string | null;
  transaction_reference: string | null;
  amount_paid: string | number | null;
  paid_at: unknown;
  /** The row before the run (the statement's snapshot): what the trail shows as before. */
  status: string | null;
  amount_paid_before: string | number | null;
  paid_at_before: unknown;
  transaction_reference_before: string | null;
}

/** One 'process' event per payment paid, with the fields the run changed. */
function paidEvents(rows: ProcessedRow[], userId: string): AuditEvent[] {
  return rows
    .filter((row) => row.transaction_reference !== null)
    .map((row) => ({
      organizationId: row.organization_id!,
      userId,
      resource: 'payments',
      recordId: row.id,
      action: 'process',
      changes: {
        status: { before: row.status, after: 'completed' },
        amount_paid: { before: num(row.amount_paid_before), after: num(row.amount_paid) },
        paid_at: { before: iso(row.paid_at_before), after: iso(row.paid_at) },
        transaction_reference: { before: row.transaction_reference_before, after: row.transaction_reference },
      },
    }));
}

/** Why a payment was not paid, from its status before the run. */
function skipReason(status: string | null): (typeof SKIP_REASONS)[number] {
  if (status === null) return 'not_found';
  if (status === 'in_progress') return 'in_progress';
  // Completed before, or pending until another run paid it while this one waited.
  return 'completed';
}

/**
 * POST /payments/process: Process Payments (the bulk dialog, docs/screens.md#confirm-bulk-payment-processing) pays a batch of payments
 * in one transaction, instead of one request per farmer.
 */
export async function processPaymentsRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.maziwa;
  app.post(
    '/payments/process',
    {
      config: { permission: 'payments:process' },
      schema: {
        tags: ['Payments'],
        summary: 'Pay pending and failed payments in one go',
        description:
          'Completes each pending or failed payment among `ids` with its amount due and a reference BULK-<yyyyMMdd>-<10 ' +
          'characters>; completed, in-progress and unknown ids are skipped, so a run repeated pays nothing twice.',
        body: ProcessPayments,
        response: { 200: ProcessedPayments, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const { body } = request;
      const paidAt = body.paid_at ?? new Date().toISOString();
      const rows = await db.transaction(async (tx) => {
        const caller = callerOf(request);
        const { rows } = await tx.query<ProcessedRow>(PROCESS_SQL, [body.ids, caller.orgIds, paidAt, randomUUID()]);
        await recordEvents(tx, paidEvents(rows, caller.userId));
        return rows;
      });
      const paid = rows
        .filter((row) => row.transaction_reference !== null)
        .map((row) => ({
          id: row.id,
          transaction_reference: row.transaction_reference!,
          amount_paid: Number(row.amount_paid),
          paid_at: iso(row.paid_at)!,
        }));
      const skipped = rows
        .filter((row) => row.transaction_reference === null)
        .map((row) => ({ id: row.id, reason: skipReason(row.status) }));
      const amount = paid.reduce((sum, row) => sum + Math.round(row.amount_paid * 100), 0) / 100;
      return { paid, skipped, amount_paid: amount };
    },
  );
}
