import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadPayslip } from '../payments/payslips/load-payslip';
import { payslipFileName } from '../payments/payslips/payslip-text';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD } from '../seed/demo-organisations';
import { expectStatus } from '../testing/dairy-fixture';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { readMessagingConfig } from './config';
import type { MessagingRuntime } from './messaging-runtime';
import { queueMessage, type NewMessage } from './outbox';
import { DEFAULT_SETTINGS, settingsView } from './settings';
import { SimulatorEmail } from './providers/simulator-email';
import { smtpOutcome } from './providers/smtp-email';

// E-mail through the outbox (issue 32): the worker of an API on the demo data sends to an
// SMTP server on 127.0.0.1 over nodemailer's real SMTP transport, attaching payslips it draws
// when it sends.
const FROM = 'Maziwa Payslips <payslips@maziwa.test>';
const RETRY = { baseMs: 40, maxMs: 200, maxAttempts: 3 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Row = Record<string, any>;

async function rowOf(t: TestApp, id: string): Promise<Row> {
  const { rows } = await t.db.query(
    `SELECT status, attempts, provider, provider_message_id, failure_reason, next_attempt_at > now() AS waits
       FROM messages WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** Polls the row until `check` holds (the worker runs on its own). */
async function eventually(t: TestApp, id: string, check: (row: Row) => boolean, ms = 8000): Promise<Row> {
  const until = Date.now() + ms;
  for (;;) {
    const row = await rowOf(t, id);
    if (check(row) || Date.now() > until) return row;
    await sleep(50);
  }
}

let counter = 0;
/** Queues one e-mail as the payment notices do: in a transaction, then the worker is woken. */
async function queueEmail(
  t: TestApp,
  runtime: MessagingRuntime,
  message: Partial<NewMessage> & { organizationId: string },
) {
  counter += 1;
  const id = await t.db.transaction((tx) =>
    queueMessage(tx, {
      farmerId: null,
      channel: 'email',
      event: 'test',
      relatedId: null,
      recipient: 'farmer@maziwa.test',
      subject: 'A test',
      body: 'Hello from the outbox.',
      language: 'en',
      idempotencyKey: `email-test:${counter}`,
      ...message,
    }),
  );
  runtime.wake();
  return id!;
}

describe('e-mail through SMTP (issue 32)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let runtime: MessagingRuntime;
  let token: string;
  let orgId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      seed: true,
      messaging: {
        env: { SMTP_URL: sink.url, MAIL_FROM: FROM },
        pollMs: 100,
        retry: RETRY,
        onCreated: (made) => (runtime = made),
      },
    });
    token = await t.signIn(DEMO_ORGANISATIONS[0].admin.email, DEMO_PASSWORD);
    orgId = expectStatus(await t.as(token, { method: 'GET', url: '/users/me' }), 200).organization_ids[0];
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it("sends a payment's e-mail once, with its payslip PDF drawn at send time, and records it sent", async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT p.id FROM payments p
        WHERE p.organization_id = $1 AND p.status = 'completed' AND p.amount_due > 0
          AND EXISTS (SELECT 1 FROM payment_lines l WHERE l.payment_id = p.id)
        ORDER BY p.period_end DESC, p.id LIMIT 1`,
      [orgId],
    );
    expect(rows).toHaveLength(1);
    const paymentId = rows[0].id;
    const slip = (await loadPayslip(t.db, paymentId, [orgId]))!;
    const before = sink.mails.length;
    const id = await queueEmail(t, runtime, {
      organizationId: orgId,
      event: 'payment',
      relatedId: paymentId,
      recipient: 'wanjiku@maziwa.test',
      subject: 'Your payment for March',
      body: 'Dear Wanjiku,\n\nYour payslip is attached.',
      attachment: 'payslip',
    });

    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail.subject).toBe('Your payment for March');
    expect(mail.text?.trim()).toBe('Dear Wanjiku,\n\nYour payslip is attached.');
    expect(mail.from?.value).toEqual([{ name: 'Maziwa Payslips', address: 'payslips@maziwa.test' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : mail.to).toBe('wanjiku@maziwa.test');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe(payslipFileName(slip));
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const row = await eventually(t, id, (r) => r.status === 'sent');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, provider: 'smtp', failure_reason: null });
    expect(row.provider_message_id).toBe(mail.messageId);
    await sleep(400);
    expect(sink.mails.length).toBe(before + 1);
  });

  it('fails a recipient the server refuses with 550, and never tries it again', async () => {
    sink.refused.add('nobody@maziwa.test');
    const before = sink.mails.length;
    const id = await queueEmail(t, runtime, { organizationId: orgId, recipient: 'nobody@maziwa.test' });
    const row = await eventually(t, id, (r) => r.status === 'failed');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, provider: 'smtp', provider_message_id: null });
    expect(row.failure_reason).toMatch(/^The mail server refused it: 550 .*No such mailbox here$/);
    await sleep(500);
    expect(await rowOf(t, id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(sink.mails.length).toBe(before);

    // Resend checks e-mail's provider, not SMS's (this API has no SMS).
    sink.refused.delete('nobody@maziwa.test');
    const resent = expectStatus(await t.as(token, { method: 'POST', url: `/messages/${id}/resend` }), 200);
    expect(resent).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await eventually(t, id, (r) => r.status === 'sent')).toMatchObject({ attempts: 1, failure_reason: null });
    expect(sink.mails.at(-1)?.subject).toBe('A test');
  });

  it("fails an e-mail whose payslip cannot be found, saying which payment's", async () => {
    const missing = '00000000-0000-4000-8000-00000000dead';
    const id = await queueEmail(t, runtime, { organizationId: orgId, relatedId: missing, attachment: 'payslip' });
    const row = await eventually(t, id, (r) => r.status === 'failed');
    expect(row).toMatchObject({ attempts: 1, failure_reason: `The payslip of payment ${missing} was not found` });
  });

  it('shows the Email provider as SMTP in the settings, with no secret', async () => {
    const settings = expectStatus(
      await t.as(token, { method: 'GET', url: `/messaging/settings?org_id=${orgId}` }),
      200,
    );
    expect(settings.providers.find((p: Row) => p.kind === 'email')).toEqual({
      kind: 'email',
      name: 'Email',
      label: 'SMTP',
      configured: true,
      simulator: false,
      reason: null,
      paused_reason: null,
      own_account: null,
    });
    expect(JSON.stringify(settings)).not.toContain(sink.url);
  });
});

describe('an SMTP server that cannot be reached (issue 32)', () => {
  let t: TestApp;
  let runtime: MessagingRuntime;
  let account: Account;

  beforeAll(async () => {
    // A port that was just free: nothing listens there, so every connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    t = await createTestApp({
      messaging: {
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: FROM },
        pollMs: 100,
        // A back-off far longer than the test: the row waits, queued, after its first attempt.
        retry: { baseMs: 600_000, maxMs: 3_600_000, maxAttempts: 3 },
        onCreated: (made) => (runtime = made),
      },
    });
    account = await t.registerAccount('Dead Port');
  });
  afterAll(() => t?.close());

  it('puts the e-mail back in the queue with a back-off and the reason', async () => {
    const id = await queueEmail(t, runtime, { organizationId: account.orgId });
    const row = await eventually(t, id, (r) => r.attempts === 1 && r.status === 'queued');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, provider: 'smtp', waits: true });
    expect(row.failure_reason).toMatch(
      /^The mail server could not be reached \(\w+: connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/,
    );
    await sleep(400);
    expect(await rowOf(t, id)).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('fails an SMS queued when this process has no SMS provider, instead of claiming it again and again', async () => {
    const id = await queueEmail(t, runtime, {
      organizationId: account.orgId,
      channel: 'sms',
      recipient: '254712345678',
    });
    const row = await eventually(t, id, (r) => r.status === 'failed');
    expect(row).toMatchObject({ attempts: 1, provider: null, failure_reason: 'SMS is not configured on this server' });
  });
});

describe('the e-mail configuration (issue 32)', () => {
  const emailEntry = (env: Record<string, string>) =>
    settingsView(readMessagingConfig(env), { mode: 'off', own: false, paused: null }, DEFAULT_SETTINGS, {
      stored: {},
      cannotStore: null,
    }).providers.find((p) => p.kind === 'email');

  it('needs both SMTP_URL and MAIL_FROM, else says which is missing', () => {
    expect(readMessagingConfig({ SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: FROM }).email).toEqual({
      kind: 'smtp',
      url: 'smtp://mail.example:587',
      from: FROM,
    });
    expect(emailEntry({})).toEqual({
      kind: 'email',
      name: 'Email',
      label: 'Not configured',
      configured: false,
      simulator: false,
      reason: 'SMTP_URL and MAIL_FROM are not set',
      paused_reason: null,
      own_account: null,
    });
    expect(emailEntry({ SMTP_URL: 'smtp://mail.example' })?.reason).toBe('MAIL_FROM is not set');
    expect(emailEntry({ MAIL_FROM: FROM })?.reason).toBe('SMTP_URL is not set');
    expect(emailEntry({ SMTP_URL: 'mail.example:25', MAIL_FROM: FROM })?.reason).toBe(
      'SMTP_URL must start with smtp:// or smtps:// followed by the host',
    );
  });

  it('fails on a 5xx reply, retries a 4xx reply or a lost connection', () => {
    const error = (fields: object) => Object.assign(new Error('Message failed'), fields);
    expect(smtpOutcome(error({ responseCode: 552, response: '552 5.3.4 Message too big' }))).toEqual({
      kind: 'failed',
      reason: 'The mail server refused it: 552 5.3.4 Message too big',
    });
    expect(smtpOutcome(error({ responseCode: 451, response: '451 4.7.1 Greylisted, try later' }))).toEqual({
      kind: 'retry',
      reason: 'The mail server deferred it: 451 4.7.1 Greylisted, try later',
    });
    expect(smtpOutcome(error({ code: 'ETIMEDOUT' })).kind).toBe('retry');
    expect(smtpOutcome(error({ code: 'EENVELOPE' })).kind).toBe('failed');
  });

  it('uses the simulator with MAZIWA_PROVIDER_SIMULATOR=1 unless SMTP is set, and the simulator sends nothing out', async () => {
    expect(emailEntry({ MAZIWA_PROVIDER_SIMULATOR: '1' })).toMatchObject({
      label: 'Simulator',
      configured: true,
      simulator: true,
    });
    expect(
      emailEntry({ MAZIWA_PROVIDER_SIMULATOR: '1', SMTP_URL: 'smtps://mail.example', MAIL_FROM: FROM }),
    ).toMatchObject({
      label: 'SMTP',
      simulator: false,
    });
    const simulator = new SimulatorEmail();
    const outcome = await simulator.send({
      to: 'farmer@maziwa.test',
      subject: 'Payslip',
      text: 'Attached.',
      attachments: [{ filename: 'payslip.pdf', content: Buffer.from('%PDF-1.3'), contentType: 'application/pdf' }],
    });
    simulator.close();
    expect(outcome).toEqual({ kind: 'sent', messageId: expect.stringMatching(/^<.+@.+>$/), cost: null });
  });
});
