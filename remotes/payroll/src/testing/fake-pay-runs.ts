import { fields, jsonResponse, serveList, type FakeHandler } from '@maziwa/api-client/testing';
import type { BodyOf, ResponseOf, RowOf } from '@maziwa/contracts';
import { signedInUser } from './fixtures';

type PayRun = ResponseOf<'/pay-runs/{id}', 'get'>;
type RunPayment = RowOf<'/payments'>;

const problem = (status: number, message: string, fields?: Record<string, string>) =>
  jsonResponse(
    { statusCode: status, error: status === 409 ? 'Conflict' : 'Bad Request', message, ...(fields && { fields }) },
    status,
  );
const fieldError = (field: string, text: string) => problem(400, `${field} ${text}`, { [field]: text });

const lastDay = (day: string) => {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/** The API's period rules (deploy/api/src/payments/pay-runs/period.ts): a month, or a half of one. */
function periodRefusal(start: string, end: string): Response | null {
  const startDay = Number(start.slice(8, 10));
  if (startDay !== 1 && startDay !== 16) return fieldError('period_start', 'must be the 1st or the 16th of a month');
  if (start.slice(0, 7) !== end.slice(0, 7))
    return fieldError('period_end', 'must be in the same month as period_start');
  const half = `${start.slice(0, 8)}15`;
  if (startDay === 1 ? end !== half && end !== lastDay(start) : end !== lastDay(start))
    return fieldError('period_end', 'does not end the period');
  return null;
}

export interface FakePayRunsOptions {
  runs: PayRun[];
  payments: RunPayment[];
  /** Who the fake API takes the caller to be (the token's user). */
  callerId?: string;
  record(key: string, body: unknown): void;
  /** Adds the routes of a run the fake now holds. */
  on(routes: Record<string, FakeHandler>): void;
}

/**
 * Pay runs as the API serves them (deploy/api/src/payments/pay-runs): the list, one run, POST
 * /pay-runs (400 naming period_start or period_end, 409 for a draft already there or days
 * already covered), recompute, approve (409 for the person who computed it: four eyes) and
 * delete of a draft; GET /payments of a run (filter=pay_run_id), each farmer named.
 */
export function fakePayRuns({ runs, payments, callerId = signedInUser.id, record, on }: FakePayRunsOptions) {
  let created = 0;
  const conflict = (message: string, fields?: Record<string, string>) => problem(409, message, fields);
  const callerName = `${signedInUser.first_name} ${signedInUser.last_name}`;

  const runRoutes = (run: PayRun): Record<string, FakeHandler> => {
    const path = `/pay-runs/${run.id}`;
    const draftOnly = (doing: string) =>
      run.status === 'draft' ? null : conflict(`This pay run is approved and never changes: it cannot be ${doing}`);
    return {
      [`GET ${path}`]: () => (runs.includes(run) ? run : problem(404, 'Pay run not found')),
      [`POST ${path}/recompute`]: () => {
        record(`POST ${path}/recompute`, undefined);
        return (
          draftOnly('recomputed') ??
          Object.assign(run, {
            computed_by: callerId,
            computed_by_name: callerName,
            computed_at: new Date().toISOString(),
          })
        );
      },
      [`POST ${path}/approve`]: async (req) => {
        // No body: an approval that confirms nothing.
        const body = (await req.json().catch(() => undefined)) as BodyOf<'/pay-runs/{id}/approve', 'post'> | undefined;
        record(`POST ${path}/approve`, body);
        if (run.status !== 'draft') return conflict('This pay run is already approved');
        if (run.computed_by === callerId)
          return conflict(
            'The person who computed this pay run cannot approve it: another person with payments:approve must',
          );
        // A period not over yet (its last day is today or later in Nairobi) closes early only when confirmed.
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
        if (run.period_end >= today && body?.close_early !== true)
          return conflict(
            `This pay period has not ended: approving it now closes it early. Deliveries of ${today} to ${run.period_end} can no longer be recorded or changed.`,
            {
              close_early: `must be true to approve before the period ends on ${run.period_end}`,
            },
          );
        const own = payments.filter((p) => p.pay_run_id === run.id);
        // A payment with nothing to pay completes on approval.
        own.forEach((p) => (p.status = p.amount_due === 0 ? 'completed' : 'pending'));
        return Object.assign(run, {
          status: 'approved',
          approved_by: callerId,
          approved_by_name: callerName,
          approved_at: new Date().toISOString(),
          payments_completed: own.filter((p) => p.status === 'completed').length,
        });
      },
      [`DELETE ${path}`]: () => {
        record(`DELETE ${path}`, undefined);
        const refused = draftOnly('deleted');
        if (refused) return refused;
        runs.splice(runs.indexOf(run), 1);
        return undefined;
      },
    };
  };

  const handlers: Record<string, FakeHandler> = {
    'GET /pay-runs': (req) =>
      serveList(
        [...runs].sort((a, b) => b.period_end.localeCompare(a.period_end)),
        req.query,
        {
          sort: fields<PayRun>('status', 'period_start', 'period_end', 'net_amount', 'computed_at'),
          filter: fields<PayRun>('id', 'status'),
        },
      ),
    'POST /pay-runs': async (req) => {
      const body = (await req.json()) as BodyOf<'/pay-runs', 'post'>;
      record('POST /pay-runs', body);
      const refused = periodRefusal(body.period_start, body.period_end);
      if (refused) return refused;
      const draft = runs.find((run) => run.status === 'draft');
      if (draft)
        return conflict(
          `The pay run for ${draft.period_start} to ${draft.period_end} is still a draft: approve or delete it first`,
        );
      const clash = runs.find((run) => run.period_start <= body.period_end && run.period_end >= body.period_start);
      if (clash)
        return conflict(`A pay run for ${clash.period_start} to ${clash.period_end} already covers these days`, {
          period_start: 'overlaps another pay run',
        });
      created += 1;
      const run: PayRun = {
        ...runs[0],
        id: `run-new-${created}`,
        period_start: body.period_start,
        period_end: body.period_end,
        status: 'draft',
        computed_by: callerId,
        computed_by_name: callerName,
        computed_at: new Date().toISOString(),
        approved_by: null,
        approved_by_name: null,
        approved_at: null,
        farmers: 0,
        litres: 0,
        gross_amount: 0,
        adjustments: 0,
        deductions: 0,
        net_amount: 0,
        paid_amount: 0,
        payments_count: 0,
        payments_completed: 0,
      };
      runs.push(run);
      on(runRoutes(run));
      return jsonResponse(run, 201);
    },
    'GET /payments': (req) => {
      return serveList(payments, req.query, {
        filter: fields<RunPayment>('pay_run_id', 'producer_id', 'status'),
        sort: fields<RunPayment>('litres', 'amount_due', 'status'),
      });
    },
    ...Object.assign({}, ...runs.map(runRoutes)),
  };
  return { handlers };
}
