import { createServer } from 'node:net';
import { createFarm, expectStatus, type Farm } from '../../testing/dairy-fixture';
import { fakeDarajaConfig, startFakeDaraja, type FakeDaraja } from '../../testing/fake-daraja';
import { fakeAtEnv, startFakeAfricasTalking, type FakeAfricasTalking } from '../../testing/fake-africastalking';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { insertPayablePayment, topUp } from '../../testing/payable-payment';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Paying farmers through M-Pesa B2C (issue 32), against a fake Daraja on 127.0.0.1 that posts
// its Results back to this API listening on a port of its own; on PGlite and on PostgreSQL.
let t: TestApp;
let fake: FakeDaraja;
let sms: FakeAfricasTalking;
let mail: SmtpSink;
let farm: Farm;
let phoneCounter = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  fake = await startFakeDaraja({ resultDelayMs: 10 });
  sms = await startFakeAfricasTalking();
  mail = await startSmtpSink();
  const port = await freePort();
  t = await createTestApp({
    // The payment SMS go to a fake Africa's Talking, sent by this API's outbox worker.
    messaging: { env: { ...fakeAtEnv(sms), SMTP_URL: mail.url, MAIL_FROM: 'Mpesa Coop <pay@mpesa.test>' }, pollMs: 50 },
    mpesa: {
      daraja: fakeDarajaConfig(fake),
      callbackBase: `http://127.0.0.1:${port}`,
      resultTimeoutMs: 400,
      pollMs: 50,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  farm = await createFarm(t, 'Mpesa', 3);
  await topUp(t.db, farm.account.orgId, 10_000_000);
});
afterAll(async () => {
  await fake.settled();
  await t.close();
  await fake.close();
  await sms.close();
  await mail.close();
});

/** The SMS the fake Africa's Talking received for a number, once `count` arrived (or 5 s passed). */
async function smsTo(phone: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const texts = sms.received.filter((r) => r.to === `+${phone}`).map((r) => r.message);
    if (texts.length >= count || Date.now() > deadline) return texts;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const post = (url: string, payload: object) => t.as(farm.account, { method: 'POST', url, payload });
const getPayment = async (id: string) =>
  expectStatus(await t.as(farm.account, { method: 'GET', url: `/payments/${id}` }), 200);

/** A new farmer link with a phone of its own, and a pending mobile-money payment of theirs. */
async function farmerPayment(litres = 100, phone?: string): Promise<{ id: string; phone: string; producerId: string }> {
  phoneCounter += 1;
  const number = phone ?? `2547${String(20_000_000 + phoneCounter).padStart(8, '0')}`;
  const producerId = farm.producers[phoneCounter % farm.producers.length].id;
  // One farmer account per number: the producers' own accounts get the phone.
  await t.db.query(`UPDATE users SET phone = $2 WHERE id = (SELECT user_id FROM user_roles WHERE id = $1)`, [
    producerId,
    `0${number.slice(3)}`,
  ]);
  await t.db.query('UPDATE user_roles SET mpesa_number_problem = NULL WHERE id = $1', [producerId]);
  const payment = await insertPayablePayment(t.db, {
    organizationId: farm.account.orgId,
    producerId,
    litres,
    ratePerLitre: 50,
    paymentMethod: 'mobile_money',
  });
  return { id: payment.id, phone: number, producerId };
}

/** Waits until the payment leaves in_progress (the worker sent it and Safaricom answered). */
async function settled(id: string): Promise<Record<string, any>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const payment = await getPayment(id);
    if (payment.status !== 'in_progress' || Date.now() > deadline) return payment;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const payoutsOf = async (paymentId: string) =>
  (
    await t.db.query<{ kind: string; amount: string; transaction_reference: string }>(
      'SELECT kind, amount, transaction_reference FROM payouts WHERE payment_id = $1',
      [paymentId],
    )
  ).rows;

describe('M-Pesa payouts', () => {
  it('a bulk run clicked twice at once sends each payout once; each ends Completed with its M-Pesa receipt', async () => {
    // One farmer per payment: the same producer twice would share a number, which is fine but hides nothing.
    const payments = [];
    for (let i = 0; i < 3; i++) payments.push(await farmerPayment(100 + i));
    const ids = payments.map((p) => p.id);
    const before = fake.payments.length;

    // "Attach payment receipts" ticked: each farmer also gets the payslip by e-mail.
    const body = { ids, attach_receipts: true };
    const [first, second] = await Promise.all([post('/payments/process', body), post('/payments/process', body)]);
    const answers = [expectStatus(first, 200), expectStatus(second, 200)];
    const sent = answers.flatMap((a) => a.sent_to_mpesa.map((s: { id: string }) => s.id));
    expect(sent.sort()).toEqual([...ids].sort());
    // The other click found them being paid already.
    const skipped = answers.flatMap((a) => a.skipped);
    expect(skipped).toEqual(expect.arrayContaining(ids.map((id) => ({ id, reason: 'in_progress' }))));

    for (const p of payments) {
      const payment = await settled(p.id);
      expect(payment).toMatchObject({ status: 'completed', payout_failure: null });
      expect(payment.transaction_reference).toMatch(/^[0-9A-F]{10}$/);
      expect(await payoutsOf(p.id)).toEqual([
        { kind: 'payout', amount: expect.anything(), transaction_reference: payment.transaction_reference },
      ]);
    }
    // One payment SMS each, naming the M-Pesa receipt; the second click told nobody twice.
    for (const p of payments) {
      const receipt = (await getPayment(p.id)).transaction_reference;
      const texts = await smsTo(p.phone);
      expect(texts).toEqual([expect.stringContaining(`Sent to M-Pesa 0${p.phone.slice(3, 6)}***`)]);
      expect(texts[0]).toMatch(new RegExp(`Ref ${receipt}\\.$`));
    }
    const { rows: farmers } = await t.db.query<{ email: string }>(
      `SELECT u.email FROM payments p JOIN user_roles ur ON ur.id = p.producer_id JOIN users u ON u.id = ur.user_id
        WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
    await mail.waitFor(3);
    const mails = mail.mails.filter((m) => farmers.some((f) => m.to && JSON.stringify(m.to).includes(f.email)));
    expect(mails).toHaveLength(3);
    for (const m of mails) {
      expect(m.attachments).toEqual([
        expect.objectContaining({
          contentType: 'application/pdf',
          filename: expect.stringMatching(/^payslip-.+\.pdf$/),
        }),
      ]);
      expect(m.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(fake.payments.length - before).toBe(3);
    expect(
      fake.payments
        .slice(before)
        .map((p) => p.PartyB)
        .sort(),
    ).toEqual(payments.map((p) => p.phone).sort());
  });

  it('Process on one payment: mobile money without a code goes to M-Pesa; with a code it is recorded as paid by hand', async () => {
    const p = await farmerPayment(101.5); // KSh 5,075.00
    const sent = expectStatus(
      await post(`/payments/${p.id}/process`, { amount_paid: 5075, payment_method: 'mobile_money' }),
      200,
    );
    expect(sent).toMatchObject({
      payment: { status: 'in_progress' },
      payout: null,
      sent_to_mpesa: { amount_sent: 5075, amount_owing: 0 },
    });
    expect(await settled(p.id)).toMatchObject({ status: 'completed', amount_paid: 5075 });

    const byHand = await farmerPayment(10);
    const recorded = expectStatus(
      await post(`/payments/${byHand.id}/process`, {
        amount_paid: 500,
        payment_method: 'mobile_money',
        transaction_reference: 'SKHAND0001',
      }),
      200,
    );
    expect(recorded).toMatchObject({ payment: { status: 'completed' }, sent_to_mpesa: null });
    expect(fake.payments.filter((r) => r.PartyB === byHand.phone)).toEqual([]);
    expect(await smsTo(byHand.phone)).toEqual([expect.stringMatching(/ Paid by M-Pesa\. Ref SKHAND0001\.$/)]);

    // "Send payment notifications" unticked: paid, and nobody told.
    const quiet = await farmerPayment(10);
    expectStatus(await post('/payments/process', { ids: [quiet.id], notify: false }), 200);
    expect(await settled(quiet.id)).toMatchObject({ status: 'completed' });
    const { rows } = await t.db.query('SELECT 1 FROM messages WHERE related_id = $1', [quiet.id]);
    expect(rows).toEqual([]);

    const bank = await farmerPayment(10);
    const refused = await post(`/payments/${bank.id}/process`, { amount_paid: 500, payment_method: 'bank_transfer' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      transaction_reference: 'is required for a bank transfer or a card payout',
    });
  });

  it('a duplicated Result completes the payout once', async () => {
    const p = await farmerPayment(80);
    fake.outcomes.set(p.phone, 'duplicated_result');
    expectStatus(await post('/payments/process', { ids: [p.id] }), 200);
    expect(await settled(p.id)).toMatchObject({ status: 'completed' });
    await fake.settled();
    expect(await payoutsOf(p.id)).toHaveLength(1);
    expect(fake.callbacks.filter((c) => c.url.includes('/result/') && c.status === 200).length).toBeGreaterThan(1);
    // One completion, one SMS: the replayed Result (answered before fake.settled()) queued nothing.
    expect(await smsTo(p.phone)).toHaveLength(1);
    const { rows } = await t.db.query("SELECT 1 FROM messages WHERE related_id = $1 AND channel = 'sms'", [p.id]);
    expect(rows).toHaveLength(1);
  });

  it('a dropped Result is completed by one status query after the wait', async () => {
    const p = await farmerPayment(60);
    fake.outcomes.set(p.phone, 'dropped_result');
    const queries = fake.statusQueries.length;
    expectStatus(await post('/payments/process', { ids: [p.id] }), 200);
    expect(await settled(p.id)).toMatchObject({ status: 'completed' });
    expect(fake.statusQueries.length - queries).toBe(1);
    expect(await payoutsOf(p.id)).toHaveLength(1);
  });

  it('float insufficient: back to pending with the reason, nothing paid, the money free again', async () => {
    const p = await farmerPayment(50);
    fake.outcomes.set(p.phone, 'insufficient_float');
    const before = expectStatus(await t.as(farm.account, { method: 'GET', url: '/payments/balance' }), 200);
    expectStatus(await post('/payments/process', { ids: [p.id] }), 200);
    expect(await settled(p.id)).toMatchObject({
      status: 'pending',
      payout_failure: 'M-Pesa float insufficient',
      amount_paid: null,
    });
    expect(await payoutsOf(p.id)).toEqual([]);
    // Nothing was paid, so the farmer is told nothing.
    expect(sms.received.filter((r) => r.to === `+${p.phone}`)).toEqual([]);
    const after = expectStatus(await t.as(farm.account, { method: 'GET', url: '/payments/balance' }), 200);
    expect(after).toMatchObject({ balance: before.balance, in_flight: 0 });
  });

  it('a number M-Pesa refuses is flagged: the next run skips that farmer and says why', async () => {
    const p = await farmerPayment(40);
    fake.outcomes.set(p.phone, 'unregistered');
    expectStatus(await post('/payments/process', { ids: [p.id] }), 200);
    expect(await settled(p.id)).toMatchObject({
      status: 'pending',
      payout_failure: 'the number is not registered for M-Pesa',
    });
    const again = expectStatus(await post('/payments/process', { ids: [p.id] }), 200);
    expect(again.skipped).toEqual([
      {
        id: p.id,
        reason: 'cannot_pay_by_mpesa',
        detail: "The farmer's number cannot receive M-Pesa: the number is not registered for M-Pesa",
      },
    ]);
  });

  it('Result callbacks: a wrong secret is 404, a malformed body 400, a replay 200; none changes anything', async () => {
    const p = await farmerPayment(30);
    expectStatus(await post('/payments/process', { ids: [p.id] }), 200);
    const completed = await settled(p.id);
    const { rows } = await t.db.query<{ id: string; callback_secret: string }>(
      'SELECT id, callback_secret FROM mpesa_payouts WHERE payment_id = $1',
      [p.id],
    );
    const [{ id, callback_secret: secret }] = rows;
    const result = {
      Result: {
        ResultType: 0,
        ResultCode: 1,
        ResultDesc: 'forged',
        OriginatorConversationID: id,
        ConversationID: 'AG_forged',
      },
    };
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/callbacks/b2c/result/${id}/${'x'.repeat(43)}`,
      payload: result,
    });
    expect(wrong.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/callbacks/b2c/result/${id}/${secret}`,
      payload: { Result: { ResultCode: 'zero' } },
    });
    expect(malformed.statusCode).toBe(400);
    // A failure posted after the success (a forger who learnt the secret, or Safaricom confused) changes nothing.
    const replay = await t.app.inject({
      method: 'POST',
      url: `/callbacks/b2c/result/${id}/${secret}`,
      payload: result,
    });
    expect(replay.statusCode).toBe(200);
    expect(await getPayment(p.id)).toMatchObject({
      status: 'completed',
      transaction_reference: completed.transaction_reference,
    });
    expect(await payoutsOf(p.id)).toHaveLength(1);
  });

  it('a refused initiator pauses the organisation: what is queued waits, the next run says why', async () => {
    const adminPhone = '254799000001';
    await t.db.query('UPDATE users SET phone = $2 WHERE id = $1', [farm.account.userId, adminPhone]);
    const p = await farmerPayment(20);
    fake.outcomes.set(p.phone, 'bad_credential');
    expectStatus(await post('/payments/process', { ids: [p.id] }), 200);
    expect(await settled(p.id)).toMatchObject({
      status: 'pending',
      payout_failure: expect.stringMatching(/credential/),
    });
    const next = await farmerPayment(20);
    const answer = expectStatus(await post('/payments/process', { ids: [next.id] }), 200);
    expect(answer.skipped).toEqual([
      { id: next.id, reason: 'cannot_pay_by_mpesa', detail: expect.stringMatching(/^M-Pesa payouts are paused: /) },
    ]);
    const status = expectStatus(await t.as(farm.account, { method: 'GET', url: '/payments/mpesa/status' }), 200);
    expect(status).toMatchObject({ mode: 'daraja', paused_reason: expect.stringMatching(/credential/) });
    const settings = expectStatus(await t.as(farm.account, { method: 'GET', url: '/messaging/settings' }), 200);
    expect(settings.providers[2]).toMatchObject({
      kind: 'mpesa',
      label: 'Safaricom Daraja (B2C)',
      configured: true,
      paused_reason: expect.stringMatching(/credential/),
    });
    // The admin is told, once.
    expect(await smsTo(adminPhone)).toEqual([
      expect.stringMatching(/^MAZIWA: M-Pesa payouts of .+ are paused: .*credential.*Resume in Settings\.$/),
    ]);

    // The initiator fixed: resuming lets the next run send again.
    expect(expectStatus(await post('/payments/mpesa/resume', {}), 200)).toMatchObject({ paused_reason: null });
    const sent = expectStatus(await post('/payments/process', { ids: [next.id] }), 200);
    expect(sent.sent_to_mpesa).toEqual([{ id: next.id, amount_sent: 1000, amount_owing: 0 }]);
    expect(await settled(next.id)).toMatchObject({ status: 'completed' });
  });

  it("answered every post of Safaricom's with 200, never a 5xx", async () => {
    await fake.settled();
    expect(fake.callbacks.length).toBeGreaterThanOrEqual(10);
    expect(fake.callbacks.filter((c) => c.status !== 200)).toEqual([]);
  });
});

describe('without M-Pesa', () => {
  it('processing mobile-money payments answers 503 with what to do, and nothing changes', async () => {
    const off = await createTestApp();
    try {
      const other = await createFarm(off, 'NoMpesa', 1);
      await topUp(off.db, other.account.orgId, 100_000);
      const payment = await insertPayablePayment(off.db, {
        organizationId: other.account.orgId,
        producerId: other.producers[0].id,
        paymentMethod: 'mobile_money',
      });
      const answer = await off.as(other.account, {
        method: 'POST',
        url: '/payments/process',
        payload: { ids: [payment.id] },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toMatch(
        /^M-Pesa payouts are not configured, so mobile-money payments cannot be sent/,
      );
      const after = await off.as(other.account, { method: 'GET', url: `/payments/${payment.id}` });
      expect(after.json()).toMatchObject({ status: 'pending', amount_paid: null });
    } finally {
      await off.close();
    }
  });
});

describe('the simulator (pnpm start)', () => {
  it('answers for M-Pesa: a payout completes a moment later with a made-up receipt', async () => {
    const simulated = await createTestApp({ mpesa: { simulator: true, resultDelayMs: 20, pollMs: 50 } });
    try {
      const coop = await createFarm(simulated, 'Simulated', 1);
      await topUp(simulated.db, coop.account.orgId, 100_000);
      await simulated.db.query(
        `UPDATE users SET phone = '+254711000111' WHERE id = (SELECT user_id FROM user_roles WHERE id = $1)`,
        [coop.producers[0].id],
      );
      const payment = await insertPayablePayment(simulated.db, {
        organizationId: coop.account.orgId,
        producerId: coop.producers[0].id,
        paymentMethod: 'mobile_money',
      });
      const answer = await simulated.as(coop.account, {
        method: 'POST',
        url: '/payments/process',
        payload: { ids: [payment.id] },
      });
      expect(expectStatus(answer, 200).sent_to_mpesa).toEqual([{ id: payment.id, amount_sent: 5000, amount_owing: 0 }]);
      const deadline = Date.now() + 10_000;
      let current: Record<string, any> = {};
      while (Date.now() < deadline) {
        current = (await simulated.as(coop.account, { method: 'GET', url: `/payments/${payment.id}` })).json();
        if (current.status === 'completed') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(current).toMatchObject({ status: 'completed', amount_paid: 5000 });
      expect(current.transaction_reference).toMatch(/^S[A-Z2-9]{9}$/);
    } finally {
      await simulated.close();
    }
  });
});
