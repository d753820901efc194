import { timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { notFound, badRequest } from '../../http/errors';
import type { ApiInstance } from '../../plugins/services';
import { errorResponses, Nullable, Uuid } from '../../schemas/common';
import { callerOf } from '../../plugins/auth';
import { targetOrganisation } from '../../resources/scope';
import { applyPayoutOutcome, type MpesaPayoutRow } from './apply-outcome';
import { isDarajaResult, paymentOutcome, statusOutcome } from './daraja-result';
import { darajaSender, simulatedSender } from './payout-sender';
import { PayoutWorker } from './payout-worker';
import type { MpesaAccounts } from './mpesa-accounts';
import type { Queryable } from '../../db/database';
import { DEFAULT_POLL_MS, DEFAULT_RESULT_TIMEOUT_MS } from './mpesa-setup';

const CallbackParams = Type.Object(
  {
    id: Uuid({ description: 'The payout (our OriginatorConversationID).' }),
    secret: Type.String({ minLength: 32, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);
// Daraja posts a Result object; its shape is checked by daraja-result.ts, which answers 400 for anything else.
const DarajaPost = Type.Object(
  {},
  { additionalProperties: true, description: 'A Daraja Result: `{ Result: {...} }`.' },
);
const Acknowledged = Type.Object(
  { ResultCode: Type.Integer(), ResultDesc: Type.String() },
  { title: 'DarajaAcknowledgement' },
);
const ACK = { ResultCode: 0, ResultDesc: 'Accepted' };

const sameSecret = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * M-Pesa payouts in this process: the worker that sends them (when M-Pesa or its simulator is
 * set up) and the routes Safaricom posts results to. Those routes carry no sign-in (Safaricom
 * has none to give): each payout's URL holds a secret of its own, and anything that does not
 * match a payout and its secret is 404 and changes nothing.
 */
export async function mpesaRoutes(app: ApiInstance): Promise<void> {
  const { db, mpesa, messaging, mpesaAccounts } = app.maziwa;
  if (mpesaAccounts.possible) {
    const sender =
      mpesa.mode === 'daraja'
        ? darajaSender(mpesa.client, mpesa.callbackBase)
        : mpesa.mode === 'simulator'
          ? simulatedSender(async (path, body) => {
              await app.inject({ method: 'POST', url: `${app.prefix}${path}`, payload: body as object });
            }, mpesa.resultDelayMs)
          : null;
    const worker = new PayoutWorker({
      db,
      sender,
      accounts: mpesaAccounts,
      log: app.log,
      resultTimeoutMs: mpesa.mode === 'off' ? DEFAULT_RESULT_TIMEOUT_MS : mpesa.resultTimeoutMs,
      pollMs: mpesa.mode === 'off' ? DEFAULT_POLL_MS : mpesa.pollMs,
      messaging,
    });
    mpesa.worker = worker;
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  /** The payout a callback names, when its secret matches; else 404. */
  async function payoutOf(id: string, secret: string): Promise<MpesaPayoutRow> {
    const { rows } = await db.query<MpesaPayoutRow>('SELECT * FROM mpesa_payouts WHERE id = $1', [id]);
    if (!rows[0] || !sameSecret(rows[0].callback_secret, secret)) throw notFound('No such payout');
    return rows[0];
  }

  const schema = (operationId: string, summary: string, description: string) => ({
    operationId,
    tags: ['Payments'],
    // No sign-in: Safaricom has none to give (the URL's secret stands for it).
    security: [],
    summary,
    description,
    params: CallbackParams,
    body: DarajaPost,
    response: { 200: Acknowledged, ...errorResponses(400, 404) },
  });

  app.post(
    '/callbacks/b2c/result/:id/:secret',
    {
      config: { public: true },
      schema: schema(
        'receiveMpesaPayoutResult',
        "Safaricom's Result of an M-Pesa payout",
        'Completes the payout (its M-Pesa receipt becomes the payment’s transaction reference) or fails it with the ' +
          'reason. A Result posted again changes nothing and answers 200. A wrong id or secret is 404.',
      ),
    },
    async (request) => {
      const payout = await payoutOf(request.params.id, request.params.secret);
      const body = request.body;
      if (!isDarajaResult(body) || body.Result.OriginatorConversationID !== payout.id)
        throw badRequest('Not a Daraja Result of this payout');
      await applyPayoutOutcome(db, payout.id, paymentOutcome(body), { messaging });
      return ACK;
    },
  );

  app.post(
    '/callbacks/b2c/status/:id/:secret',
    {
      config: { public: true },
      schema: schema(
        'receiveMpesaPayoutStatus',
        "Safaricom's answer to a Transaction Status query about an M-Pesa payout",
        'Completes a payout whose Result never came, or fails it when M-Pesa says it failed; an answer that says ' +
          'nothing leaves it to be asked again. A wrong id or secret is 404.',
      ),
    },
    async (request) => {
      const payout = await payoutOf(request.params.id, request.params.secret);
      if (!isDarajaResult(request.body)) throw badRequest('Not a Daraja Result');
      const outcome = statusOutcome(request.body);
      // A status answer that says nothing does not change what is known: the worker asks again.
      if (outcome.kind !== 'unknown') await applyPayoutOutcome(db, payout.id, outcome, { messaging });
      return ACK;
    },
  );

  app.post(
    '/callbacks/b2c/timeout/:id/:secret',
    {
      config: { public: true },
      schema: schema(
        'receiveMpesaPayoutTimeout',
        "Safaricom's queue time-out notice of an M-Pesa payout",
        'Not a failure: the request waited too long in a queue at Safaricom and may still complete. Nothing changes; ' +
          'a payout without a Result in time is asked about by a status query.',
      ),
    },
    async (request) => {
      const payout = await payoutOf(request.params.id, request.params.secret);
      request.log.info({ payout: payout.id }, 'M-Pesa queue time-out notice');
      return ACK;
    },
  );

  app.get(
    '/payments/mpesa/status',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags: ['Payments'],
        operationId: 'getMpesaPayoutStatus',
        summary: "Whether this organisation's mobile-money payments go out through M-Pesa, and why not",
        querystring: OrgQuery,
        response: { 200: MpesaStatus, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const organizationId = targetOrganisation(callerOf(request), request.query.org_id);
      return mpesaStatus(db, mpesaAccounts, organizationId);
    },
  );

  app.post(
    '/payments/mpesa/resume',
    {
      config: { permission: 'payments:process' },
      schema: {
        tags: ['Payments'],
        operationId: 'resumeMpesaPayouts',
        summary: "Resume this organisation's M-Pesa payouts after Safaricom refused its initiator",
        description:
          'Once the initiator credential or role is fixed at Safaricom (and in the settings), the payouts waiting since ' +
          'the refusal are sent again. Answers the status.',
        querystring: OrgQuery,
        response: { 200: MpesaStatus, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const organizationId = targetOrganisation(callerOf(request), request.query.org_id);
      await db.query('UPDATE organizations SET mpesa_paused_reason = NULL WHERE id = $1', [organizationId]);
      mpesa.worker?.wake();
      return mpesaStatus(db, mpesaAccounts, organizationId);
    },
  );
}

/** GET /payments/mpesa/status's answer (also after a resume): how the organisation pays, and whether it is paused. */
async function mpesaStatus(db: Queryable, accounts: MpesaAccounts, organizationId: string) {
  const status = await accounts.statusOf(db, organizationId);
  return {
    organization_id: organizationId,
    mode: status.mode,
    own_account: status.own,
    not_configured_reason: status.reason,
    paused_reason: status.paused,
  };
}

const OrgQuery = Type.Object(
  { org_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })) },
  { additionalProperties: false },
);

const MpesaStatus = Type.Object(
  {
    organization_id: Uuid(),
    mode: Type.Union([Type.Literal('daraja'), Type.Literal('simulator'), Type.Literal('off')], {
      description: "daraja: Safaricom's API; simulator: `pnpm start`'s stand-in; off: not configured.",
    }),
    own_account: Type.Boolean({ description: "The organisation's own Daraja account (stored in Settings) pays." }),
    not_configured_reason: Nullable(Type.String()),
    paused_reason: Nullable(
      Type.String({ description: 'Why payouts wait: Safaricom refused the initiator (credential or role).' }),
    ),
  },
  { title: 'MpesaStatus' },
);
