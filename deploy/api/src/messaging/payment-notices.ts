import type { Queryable } from '../db/database';
import { normaliseKenyanPhone } from '../domain/kenyan-phone';
import type { MessagingRuntime } from './messaging-runtime';
import { queueMessage } from './outbox';
import { kesText, paymentSms, periodLabel, type PaymentFacts, type SmsLanguage } from './templates';

/** A payout just recorded in the ledger: the farmer hears about it. */
export interface PaidPayout {
  /** The ledger's payouts.id (its notices' idempotency keys). */
  payoutId: string;
  /** 2547XXXXXXXX when M-Pesa sent it; null when money moved by hand. */
  mpesaPhone: string | null;
}

/** What the person paying chose (the bulk dialog's two checkboxes); a single payment notifies by SMS only. */
export interface NoticeChoice {
  /** "Send payment notifications": the payment SMS (still subject to the organisation's switch). */
  notify: boolean;
  /** "Attach payment receipts": an e-mail with the payslip PDF to a farmer with an address. */
  emailReceipt: boolean;
}

interface Row {
  payout_id: string;
  organization_id: string;
  payment_id: string;
  producer_id: string;
  coop: string;
  member_id: string | null;
  first_name: string;
  phone: string | null;
  email: string;
  sms_language: SmsLanguage;
  period_start: string;
  period_end: string;
  litres: number;
  gross: number;
  net: number;
  adjustments: number;
  deductions: number;
  paid: number;
  method: PaymentFacts['method'];
  reference: string;
  payment_sms: boolean | null;
}

/**
 * Queues the payment SMS (and, when chosen, the payslip e-mail) of payouts recorded in this
 * same transaction (issue 32): a payout rolled back tells nobody, and a replayed request finds
 * the idempotency keys `payout:<id>:sms` / `payout:<id>:email` taken. Nothing is queued for a
 * channel without a provider, when the organisation switched payment SMS off, or when the
 * farmer has no Kenyan mobile number. Answers whether anything was queued (the caller wakes
 * the outbox worker after its commit).
 */
export async function queuePaymentNotices(
  tx: Queryable,
  messaging: MessagingRuntime | undefined,
  payouts: PaidPayout[],
  choice: NoticeChoice,
): Promise<boolean> {
  const sms = Boolean(messaging?.smsAccounts.possible) && choice.notify;
  const email = Boolean(messaging?.email) && choice.emailReceipt;
  if (payouts.length === 0 || (!sms && !email)) return false;
  const { rows } = await tx.query<Row>(
    `SELECT x.id AS payout_id, p.organization_id, p.id AS payment_id, p.producer_id, o.name AS coop, ur.member_id,
            u.first_name, u.phone, u.email, ur.sms_language,
            to_char(p.period_start, 'YYYY-MM-DD') AS period_start, to_char(p.period_end, 'YYYY-MM-DD') AS period_end,
            p.litres::float8 AS litres, p.gross_amount::float8 AS gross, p.amount_due::float8 AS net,
            p.adjustments::float8 AS adjustments, p.deductions::float8 AS deductions,
            x.amount::float8 AS paid, x.payment_method AS method, x.transaction_reference AS reference, s.payment_sms
       FROM payouts x
       JOIN payments p ON p.id = x.payment_id
       JOIN organizations o ON o.id = p.organization_id
       JOIN user_roles ur ON ur.id = p.producer_id
       JOIN users u ON u.id = ur.user_id
       LEFT JOIN messaging_settings s ON s.organization_id = p.organization_id
      WHERE x.id = ANY($1::uuid[])`,
    [payouts.map((p) => p.payoutId)],
  );
  const phones = new Map(payouts.map((p) => [p.payoutId, p.mpesaPhone]));
  // Whether each organisation's SMS can go (its own account or the deployment's), asked once per organisation.
  const smsOf = new Map<string, boolean>();
  const smsCanGo = async (org: string) => {
    if (!smsOf.has(org)) smsOf.set(org, await messaging!.smsAccounts.available(tx, org));
    return smsOf.get(org)!;
  };
  let queued = false;
  for (const row of rows) {
    const facts: PaymentFacts = {
      coop: row.coop,
      memberNumber: row.member_id,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      litres: Number(row.litres),
      gross: Number(row.gross),
      net: Number(row.net),
      paid: Number(row.paid),
      method: row.method,
      mpesaPhone: phones.get(row.payout_id) ?? null,
      reference: row.reference,
    };
    const common = {
      organizationId: row.organization_id,
      farmerId: row.producer_id,
      event: 'payment' as const,
      relatedId: row.payment_id,
      language: row.sms_language,
    };
    const recipient = row.phone ? normaliseKenyanPhone(row.phone) : null;
    if (sms && row.payment_sms !== false && recipient && (await smsCanGo(row.organization_id))) {
      const body = paymentSms(facts, row.sms_language);
      const id = await queueMessage(tx, { ...common, recipient, body, idempotencyKey: `payout:${row.payout_id}:sms` });
      queued ||= id !== null;
    }
    if (email && row.email.includes('@')) {
      const id = await queueMessage(tx, {
        ...common,
        channel: 'email',
        recipient: row.email,
        subject: paymentSubject(facts, row.sms_language),
        body: paymentEmail(row.first_name, facts, Number(row.adjustments), Number(row.deductions), row.sms_language),
        attachment: 'payslip',
        idempotencyKey: `payout:${row.payout_id}:email`,
      });
      queued ||= id !== null;
    }
  }
  return queued;
}

function paymentSubject(facts: PaymentFacts, language: SmsLanguage): string {
  const period = periodLabel(facts.periodStart, facts.periodEnd, language);
  return language === 'sw' ? `${facts.coop}: malipo ya ${period}` : `${facts.coop}: your payment for ${period}`;
}

/** The e-mail's text: the SMS's facts in sentences; the payslip PDF is attached by the worker. */
function paymentEmail(
  firstName: string,
  facts: PaymentFacts,
  adjustments: number,
  deductions: number,
  language: SmsLanguage,
): string {
  const period = periodLabel(facts.periodStart, facts.periodEnd, language);
  const kes = (amount: number) => `KES ${kesText(amount)}`;
  const signed = (amount: number) => `${amount < 0 ? '-' : '+'}${kes(Math.abs(amount))}`;
  return language === 'sw'
    ? [
        `Habari ${firstName},`,
        '',
        `Malipo yako ya ${period}: ${kes(facts.net)} (maziwa lita ${facts.litres} ${kes(facts.gross)}` +
          `${adjustments ? `, marekebisho ya ubora ${signed(adjustments)}` : ''}, makato ${kes(deductions)}).`,
        `Tumelipa ${kes(facts.paid)}, kumbukumbu ${facts.reference}.`,
        'Hati ya malipo (payslip) imeambatishwa.',
        '',
        facts.coop,
      ].join('\n')
    : [
        `Dear ${firstName},`,
        '',
        `Your payment for ${period}: ${kes(facts.net)} (${facts.litres} litres ${kes(facts.gross)}` +
          `${adjustments ? `, quality adjustments ${signed(adjustments)}` : ''}, deductions ${kes(deductions)}).`,
        `We paid ${kes(facts.paid)}, reference ${facts.reference}.`,
        'Your payslip is attached.',
        '',
        facts.coop,
      ].join('\n');
}
