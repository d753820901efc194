import { Type, type Static } from '@sinclair/typebox';
import { recordOn } from '../../resources/record';
import type { Queryable } from '../../db/database';
import { callerOf } from '../../plugins/auth';
import type { Caller } from '../../resources/types';
import type { ApiInstance } from '../../plugins/services';
import { targetOrganisation } from '../../resources/scope';
import { conflict } from '../../http/errors';
import { errorResponses, IdParams } from '../../schemas/common';
import {
  approveRun,
  assertApprovableBy,
  createDraftRun,
  deleteDraftRun,
  lockRun,
  recomputeDraftRun,
} from './compute-pay-run';
import { assertPayPeriod, closeEarlyMessage, openDaysOf } from './period';
import { PayRun, PayRunCreate, payRuns } from './pay-run-resource';

const TAGS = ['Payroll'];

const ApprovePayRun = Type.Object(
  {
    close_early: Type.Optional(
      Type.Boolean({
        description:
          'true approves a run whose period has not ended yet, closing its remaining days (today to period_end) ' +
          'early: their deliveries can no longer be recorded or changed. Without it such a run is refused (409).',
      }),
    ),
  },
  { additionalProperties: false, title: 'ApprovePayRun' },
);

/**
 * Creating, recomputing, approving and deleting pay runs (docs/rules.md#pay-runs). Each is one
 * transaction under the organisation's money lock, recorded in the activity log.
 */
export async function payRunRoutes(app: ApiInstance): Promise<void> {
  const { db, store } = app.maziwa;
  // The run as the transaction left it, read once: recorded in the activity log and answered.
  // (The generic store answers JSON; this route's schema is what it holds.)
  // Today as the organisation counts days: a period ends after its last day there.
  const todayOf = async (q: Queryable, organizationId: string) => {
    const { rows } = await q.query<{ today: string }>(
      "SELECT to_char(now() AT TIME ZONE organization_time_zone($1), 'YYYY-MM-DD') AS today",
      [organizationId],
    );
    return rows[0].today;
  };
  const read = async (tx: Queryable, id: string, caller: Caller) =>
    (await store.findOne(tx, payRuns, id, caller)) as Static<typeof PayRun>;

  app.post(
    '/pay-runs',
    {
      config: { permission: 'payments:create' },
      schema: {
        tags: TAGS,
        operationId: 'createPayRun',
        summary: 'Compute a draft pay run for a period',
        description:
          'Computes one draft payment per farmer with accepted milk in the period: litres per day x the rate in force ' +
          '(farmer special, farmer, route, organisation default), quality adjustments, deductions of supplies and advances ' +
          'oldest first; every line is stored. 409 when another draft exists or a run already covers these days.',
        body: PayRunCreate,
        response: { 201: PayRun, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { body } = request;
      const organizationId = targetOrganisation(caller, body.organization_id);
      // A period may not start after today.
      assertPayPeriod(body.period_start, body.period_end, await todayOf(db, organizationId));
      const run = await db.transaction(async (tx) => {
        const runId = await createDraftRun(
          tx,
          { organizationId, start: body.period_start, end: body.period_end },
          caller.userId,
        );
        const created = await read(tx, runId, caller);
        await recordOn(tx, caller, 'pay-runs', [created], 'create', {
          period: { before: null, after: `${body.period_start} to ${body.period_end}` },
          net_amount: { before: null, after: created.net_amount },
        });
        return created;
      });
      reply.code(201);
      return run;
    },
  );

  app.post(
    '/pay-runs/:id/recompute',
    {
      config: { permission: 'payments:create' },
      schema: {
        tags: TAGS,
        operationId: 'recomputePayRun',
        summary: 'Compute a draft pay run again',
        description: 'Replaces the draft’s payments with a fresh computation; an approved run never changes (409).',
        params: IdParams,
        response: { 200: PayRun, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return db.transaction(async (tx) => {
        const run = await lockRun(tx, request.params.id, caller.orgIds);
        const before = await read(tx, run.id, caller);
        await recomputeDraftRun(tx, run, caller.userId);
        const after = await read(tx, run.id, caller);
        await recordOn(tx, caller, 'pay-runs', [after], 'compute', {
          net_amount: { before: before.net_amount, after: after.net_amount },
          farmers: { before: before.farmers, after: after.farmers },
        });
        return after;
      });
    },
  );

  app.post(
    '/pay-runs/:id/approve',
    {
      config: { permission: 'payments:approve' },
      schema: {
        tags: TAGS,
        operationId: 'approvePayRun',
        summary: 'Approve a draft pay run (a second person)',
        description:
          'Its payments become payable (pending; one with nothing to pay is completed at once). The person who computed ' +
          'the run cannot approve it (409). Approving closes the period: deliveries on its days can no longer be ' +
          'recorded or changed. A period that has not ended (its last day is today or later, in the organisation’s ' +
          'time zone) is refused with 409 naming the days it would close (fields.close_early), unless the body ' +
          'confirms with close_early: true; the activity log then records closed_early with those days.',
        params: IdParams,
        body: Type.Optional(ApprovePayRun),
        response: { 200: PayRun, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const closeEarly = request.body?.close_early === true;
      return db.transaction(async (tx) => {
        const run = await lockRun(tx, request.params.id, caller.orgIds);
        // Who may approve is said first: confirming an early close would not change it.
        assertApprovableBy(run, caller.userId);
        const open = openDaysOf(run.period_start, run.period_end, await todayOf(tx, run.organization_id));
        if (open && !closeEarly) {
          throw conflict(closeEarlyMessage(open), {
            close_early: `must be true to approve before the period ends on ${run.period_end}: it closes ${open.from} to ${open.to}`,
          });
        }
        await approveRun(tx, run, caller.userId);
        const after = await read(tx, run.id, caller);
        await recordOn(tx, caller, 'pay-runs', [after], 'approve', {
          status: { before: 'draft', after: 'approved' },
          ...(open && { closed_early: { before: null, after: `${open.from} to ${open.to}` } }),
        });
        return after;
      });
    },
  );

  app.delete(
    '/pay-runs/:id',
    {
      config: { permission: 'payments:delete' },
      schema: {
        tags: TAGS,
        operationId: 'deletePayRun',
        summary: 'Delete a draft pay run',
        description: 'Removes a draft and its payments; an approved run is never deleted (409).',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await db.transaction(async (tx) => {
        const run = await lockRun(tx, request.params.id, caller.orgIds);
        const before = await read(tx, run.id, caller);
        await deleteDraftRun(tx, run);
        await recordOn(tx, caller, 'pay-runs', [before], 'delete', { status: { before: 'draft', after: null } });
      });
      return reply.code(204).send(null);
    },
  );
}
