import { randomUUID } from 'node:crypto';
import { HttpError, conflict, notFound } from '../http/errors';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { recordWrite } from '../resources/record';
import { targetOrganisation } from '../resources/scope';
import type { Caller } from '../resources/types';
import { errorResponses, IdParams } from '../schemas/common';
import type { Database, Queryable } from '../db/database';
import { Message, MessagingSettings, MessagingSettingsUpdate, TestSmsBody } from './message-schemas';
import { OrgQuery } from '../schemas/common';
import { MESSAGE_COLUMNS, messageJson } from './messages';
import { queueMessage, type MessageChannel } from './outbox';
import { phoneColumn } from '../domain/kenyan-phone';
import { settingsView, smsUnavailable, storedSettings, type PayoutProvider, type StoredSettings } from './settings';
import { testSms } from './templates';

const TAG = 'Messaging';

async function messageById(db: Queryable, id: string, lock = false) {
  const { rows } = await db.query(
    `SELECT ${MESSAGE_COLUMNS} FROM messages t WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
    [id],
  );
  return rows[0] ? messageJson(rows[0]) : undefined;
}

async function assertSmsAvailable(app: ApiInstance, db: Queryable, organizationId: string): Promise<void> {
  const own = await app.maziwa.credentials.has(db, organizationId, 'africastalking');
  const unavailable = smsUnavailable(app.maziwa.messaging.config, own);
  if (unavailable) throw new HttpError(503, `${unavailable}: nothing can be sent`);
}

// An e-mail is sent again only while e-mail has a provider, whatever SMS's state.
function assertEmailAvailable(app: ApiInstance): void {
  const { email } = app.maziwa.messaging.config;
  if (email.kind === 'none') throw new HttpError(503, `E-mail is not configured: ${email.reason}: nothing can be sent`);
}

async function resend(
  db: Database,
  caller: Caller,
  id: string,
  assertCanSend: (tx: Queryable, channel: MessageChannel, organizationId: string) => Promise<void> | void,
) {
  // caller.orgIds: the organisations where the caller holds messages:resend.
  const orgs = caller.orgIds;
  return db.transaction(async (tx) => {
    const before = await messageById(tx, id, true);
    if (!before || !orgs.includes(before.organization_id as string)) throw notFound('Message not found');
    if (before.status !== 'failed') {
      throw conflict(`Only a failed message can be sent again; this one is ${before.status as string}`);
    }
    await assertCanSend(tx, before.channel as MessageChannel, before.organization_id as string);
    await tx.query(
      `UPDATE messages SET status = 'queued', attempts = 0, next_attempt_at = now(), locked_until = NULL,
              failure_reason = NULL, provider_message_id = NULL, cost = NULL, sent_at = NULL, delivered_at = NULL,
              updated_at = now()
        WHERE id = $1`,
      [id],
    );
    const after = (await messageById(tx, id))!;
    await recordWrite(tx, caller, 'messages', before, after);
    return after;
  });
}

/**
 * POST /messages/{id}/resend, GET and PUT /messaging/settings, POST /messaging/test-sms
 * (issue 32; the list is the generic GET /messages of messages.ts).
 */
export async function messagingRoutes(app: ApiInstance): Promise<void> {
  const { db, messaging } = app.maziwa;

  app.post(
    '/messages/:id/resend',
    {
      config: { permission: 'messages:resend' },
      schema: {
        tags: [TAG],
        operationId: 'resendMessage',
        summary: 'Send a failed message again',
        description:
          'Queues a failed message for a new round of attempts (its attempts start again from 0) and answers it, ' +
          'queued. Any other status is 409; a failed one whose channel (SMS or e-mail) is not configured is 503.',
        params: IdParams,
        response: { 200: Message, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const message = await resend(db, callerOf(request), request.params.id, (tx, channel, org) =>
        channel === 'email' ? assertEmailAvailable(app) : assertSmsAvailable(app, tx, org),
      );
      messaging.wake();
      return message as never;
    },
  );

  /** The organisation's M-Pesa (its own account or the deployment's), and whether its payouts are paused. */
  async function payoutProvider(org: string, ownKnown: boolean): Promise<PayoutProvider> {
    const status = await app.maziwa.mpesaAccounts.statusOf(db, org, ownKnown);
    return { mode: status.mode, own: status.own, reason: status.reason ?? undefined, paused: status.paused };
  }

  /** Everything GET and PUT /messaging/settings answer, for one organisation. */
  async function view(org: string, stored: StoredSettings) {
    const { credentials } = app.maziwa;
    const own = await credentials.info(db, org);
    // An account stored but not openable (no MAZIWA_SECRET_KEY now) does not pay.
    return settingsView(messaging.config, await payoutProvider(org, credentials.enabled && !!own.mpesa), stored, {
      stored: own,
      cannotStore: credentials.enabled
        ? null
        : "MAZIWA_SECRET_KEY is not set on this server, so an organisation's own accounts cannot be stored",
    });
  }

  app.get(
    '/messaging/settings',
    {
      config: { permission: 'messaging_settings:read' },
      schema: {
        tags: [TAG],
        operationId: 'getMessagingSettings',
        summary: "The organisation's notification settings and providers",
        description:
          'Switches per event, sender ID, helpline, default language, and which providers are configured (never a ' +
          'secret). A switch whose provider is not configured reads false, with the reason in cannot_enable.',
        querystring: OrgQuery,
        response: { 200: MessagingSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const org = targetOrganisation(callerOf(request), request.query.org_id);
      return view(org, await storedSettings(db, org));
    },
  );

  app.put(
    '/messaging/settings',
    {
      config: { permission: 'messaging_settings:update' },
      schema: {
        tags: [TAG],
        operationId: 'updateMessagingSettings',
        summary: "Change the organisation's notification settings",
        description:
          'The fields sent change; the others keep their value. Turning a switch on while its provider is not ' +
          'configured is 400 naming the switch.',
        querystring: OrgQuery,
        body: MessagingSettingsUpdate,
        response: { 200: MessagingSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const org = targetOrganisation(caller, request.query.org_id);
      const body = request.body;
      const unavailable = smsUnavailable(messaging.config, await app.maziwa.credentials.has(db, org, 'africastalking'));
      if (unavailable) {
        const fields = Object.fromEntries(
          (['delivery_sms', 'payment_sms'] as const)
            .filter((key) => body[key] === true)
            .map((key) => [key, unavailable]),
        );
        if (Object.keys(fields).length > 0) throw new HttpError(400, unavailable, fields);
      }
      const saved = await db.transaction(async (tx) => {
        const before = await storedSettings(tx, org, true);
        const after: StoredSettings = { ...before, ...body } as StoredSettings;
        await tx.query(
          `INSERT INTO messaging_settings (organization_id, delivery_sms, payment_sms, sender_id, helpline, default_language)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (organization_id) DO UPDATE SET delivery_sms = $2, payment_sms = $3, sender_id = $4,
             helpline = $5, default_language = $6, updated_at = now()`,
          [org, after.delivery_sms, after.payment_sms, after.sender_id, after.helpline, after.default_language],
        );
        await recordWrite(
          tx,
          caller,
          'messaging-settings',
          { id: org, organization_id: org, ...before },
          { id: org, organization_id: org, ...after },
        );
        return after;
      });
      return view(org, saved);
    },
  );

  app.post(
    '/messaging/test-sms',
    {
      config: { permission: 'messaging_settings:update' },
      schema: {
        tags: [TAG],
        operationId: 'sendTestSms',
        summary: 'Send a test SMS',
        description:
          "Queues one SMS (event test, in the organisation's default language) to the number given, through the " +
          'configured provider, and answers it queued; it shows under Messages. 400 naming phone for a number that ' +
          'is not a Kenyan mobile one; 503 when SMS is not configured.',
        querystring: OrgQuery,
        body: TestSmsBody,
        response: { 201: Message, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const org = targetOrganisation(caller, request.query.org_id);
      const recipient = phoneColumn(request.body.phone, 'phone');
      if (!recipient) throw new HttpError(400, 'phone is required', { phone: 'is required' });
      await assertSmsAvailable(app, db, org);
      const message = await db.transaction(async (tx) => {
        const settings = await storedSettings(tx, org);
        const { rows } = await tx.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [org]);
        const id = await queueMessage(tx, {
          organizationId: org,
          farmerId: null,
          event: 'test',
          relatedId: null,
          recipient,
          body: testSms(rows[0]?.name ?? '', settings.default_language),
          language: settings.default_language,
          idempotencyKey: `test:${randomUUID()}`,
        });
        const made = (await messageById(tx, id!))!;
        await recordWrite(tx, caller, 'messages', undefined, made);
        return made;
      });
      messaging.wake();
      return reply.code(201).send(message as never);
    },
  );
}
