import { REJECTION_REASONS, type RejectionReason } from '../domain/rejection-reasons';
import { monthEnd } from '../domain/days';
import { SHORT_MONTH_NAMES } from '../domain/months';
import { toGsm7 } from './gsm7';

export const SMS_LANGUAGES = ['en', 'sw'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/** One SMS: 160 GSM-7 characters (INTEGRATIONS.md section 2). */
export const SMS_MAX_LENGTH = 160;

// The caps that keep the longest delivery SMS within one SMS (templates.test.ts proves it).
// Realistic maxima: a sender ID is at most 11 characters, member numbers such as MEM-0001, a
// helpline such as +254700000000.
export const CAPS = { coop: 12, firstName: 10, memberNumber: 8, helpline: 13 } as const;

/** What a delivery SMS tells the farmer (INTEGRATIONS.md section 2, issue 32). */
export interface DeliveryFacts {
  coop: string;
  firstName: string;
  lastName: string;
  memberNumber: string | null;
  litres: number;
  shift: 'morning' | 'evening';
  /** dd/mm in the organisation's zone. */
  day: string;
  status: 'accepted' | 'rejected';
  reason: string | null;
  /** Accepted litres this month up to and including this delivery. */
  monthLitres: number;
  reference: string;
  helpline: string | null;
}

const REASONS_SW: Record<RejectionReason, string> = {
  failed_alcohol_test: 'alkoholi',
  clot_on_boiling: 'imeganda',
  added_water: 'maji mengi',
  antibiotic_residue: 'antibiotiki',
  high_scc: 'SCC juu',
  abnormal_smell_or_colour: 'harufu/rangi',
  sediment: 'uchafu',
  temperature: 'joto',
};

const clip = (text: string, max: number) => toGsm7(text).trim().slice(0, max).trim();

/** The cooperative as the SMS names it: whole words of its name up to the cap (KAPTAGAT, not KAPTAGAT SMA). */
export function coopName(name: string): string {
  const words = toGsm7(name).trim().toUpperCase().split(/\s+/).filter(Boolean);
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > CAPS.coop) break;
    out = next;
  }
  return out || clip(name, CAPS.coop).toUpperCase() || 'MAZIWA';
}

/** 12.5 -> "12.5", 12 -> "12.0", 12.25 -> "12.25": what the scale showed, never rounded away. */
export function litresText(litres: number): string {
  const fixed = litres.toFixed(2);
  return fixed.endsWith('0') ? litres.toFixed(1) : fixed;
}

/** "Jane W.": the first name and the initial of the last, GSM-7 only. */
export function shortName(first: string, last: string): string {
  const given = clip(first, CAPS.firstName);
  const initial = clip(last, 1).toUpperCase();
  return [given, initial && `${initial}.`].filter(Boolean).join(' ') || 'Mkulima';
}

// Crockford's base32: no I, L, O, U to misread on a phone.
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short reference the farmer can quote: "MZ" and 4 characters (20 bits) of the record's id.
 * Not unique over a year of deliveries, but with the farmer and the day it finds the message
 * (Farmers -> Messages searches the text).
 */
export function referenceOf(id: string): string {
  let bits = parseInt(id.replace(/-/g, '').slice(0, 5), 16);
  let out = '';
  for (let i = 0; i < 4; i += 1) {
    out = BASE32[bits & 31] + out;
    bits >>>= 5;
  }
  return `MZ${out}`;
}

function reasonText(reason: string | null, language: SmsLanguage): string {
  const code = reason as RejectionReason | null;
  if (code && code in REJECTION_REASONS) return language === 'sw' ? REASONS_SW[code] : REJECTION_REASONS[code];
  return language === 'sw' ? 'ubora' : 'quality';
}

/** The delivery SMS in the farmer's language: GSM-7 only, at most 160 characters. */
export function deliverySms(facts: DeliveryFacts, language: SmsLanguage): string {
  const coop = coopName(facts.coop);
  const member = facts.memberNumber ? ` #${clip(facts.memberNumber, CAPS.memberNumber)}` : '';
  const who = `${coop}: ${shortName(facts.firstName, facts.lastName)}${member}`;
  const litres = litresText(facts.litres);
  const month = facts.monthLitres.toFixed(1);
  const helpline = facts.helpline ? clip(facts.helpline, CAPS.helpline) : '';
  const reason = reasonText(facts.reason, language);
  const text =
    language === 'sw'
      ? `${who} umeleta lita ${litres} ${facts.shift === 'morning' ? 'asubuhi' : 'jioni'} ${facts.day}. ` +
        (facts.status === 'accepted' ? `Zimekubaliwa ${litres}.` : `Yamekataliwa: ${reason}.`) +
        ` Mwezi huu: lita ${month}. Ref ${facts.reference}.` +
        (helpline ? ` Maswali? ${helpline}` : '')
      : `${who} delivered ${litres}L ${facts.shift === 'morning' ? 'AM' : 'PM'} ${facts.day}. ` +
        (facts.status === 'accepted' ? `Accepted ${litres}L.` : `Rejected: ${reason}.`) +
        ` Month total ${month}L. Ref ${facts.reference}.` +
        (helpline ? ` Query? ${helpline}` : '');
  return text.slice(0, SMS_MAX_LENGTH);
}

/** The text of a test SMS from Settings. */
export function testSms(coop: string, language: SmsLanguage): string {
  const name = clip(coop, 40).toUpperCase() || 'MAZIWA';
  return language === 'sw'
    ? `${name}: Huu ni ujumbe wa majaribio kutoka Maziwa. SMS zinafanya kazi.`
    : `${name}: This is a test message from Maziwa. SMS notifications work.`;
}

/** What a payment SMS tells the farmer once a payout of theirs is paid (issue 32). */
export interface PaymentFacts {
  coop: string;
  memberNumber: string | null;
  /** yyyy-MM-dd. */
  periodStart: string;
  periodEnd: string;
  litres: number;
  gross: number;
  net: number;
  /** What this payout moved. */
  paid: number;
  method: 'mobile_money' | 'bank_transfer' | 'cash' | 'credit_card';
  /** 2547XXXXXXXX the M-Pesa payout went to; null for money moved by hand. */
  mpesaPhone: string | null;
  /** The M-Pesa receipt, or the reference typed for cash and bank. */
  reference: string;
}

// A payment's figures as the SMS shows them: realistic maxima keep it within one SMS (a
// farmer's month is far below KES 10 million; references are M-Pesa receipts of 10 characters
// or a bank's, cut at 20).
export const PAYMENT_CAPS = { reference: 20 } as const;

/** "Nov" for a whole month, "01/11-15/11" otherwise. */
export function periodLabel(start: string, end: string, language: SmsLanguage): string {
  const wholeMonth = start.endsWith('-01') && start.slice(0, 7) === end.slice(0, 7) && end === monthEnd(start);
  if (wholeMonth) return SHORT_MONTH_NAMES[language][Number(end.slice(5, 7)) - 1];
  const dm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return `${dm(start)}-${dm(end)}`;
}

/** 13200 -> "13,200", 13200.5 -> "13,200.50": shillings as a farmer reads them, cents only when there are some. */
export function kesText(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return amount.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
}

/** 254712345678 -> 0712***678: enough to recognise one's number, not enough to read it off a phone. */
export function maskedPhone(phone: string): string {
  const national = `0${phone.slice(3)}`;
  return `${national.slice(0, 4)}***${national.slice(-3)}`;
}

/** 310 -> "310", 12399.95 -> "12,400": litres of a month to a tenth. */
function monthLitresText(litres: number): string {
  return litres.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

function destination(facts: PaymentFacts, language: SmsLanguage): string {
  if (facts.mpesaPhone) {
    return language === 'sw'
      ? `Imetumwa M-Pesa ${maskedPhone(facts.mpesaPhone)}`
      : `Sent to M-Pesa ${maskedPhone(facts.mpesaPhone)}`;
  }
  if (facts.method === 'cash') return language === 'sw' ? 'Imelipwa taslimu' : 'Paid in cash';
  if (facts.method === 'mobile_money') return language === 'sw' ? 'Imelipwa M-Pesa' : 'Paid by M-Pesa';
  return language === 'sw' ? 'Imelipwa benki' : 'Paid by bank';
}

/**
 * The payment SMS in the farmer's language: period, litres, gross, deductions, net, where the
 * money went and its reference. GSM-7 only, at most 160 characters (templates.test.ts).
 */
export function paymentSms(facts: PaymentFacts, language: SmsLanguage): string {
  const coop = coopName(facts.coop);
  const member = facts.memberNumber ? ` #${clip(facts.memberNumber, CAPS.memberNumber)}` : '';
  const period = periodLabel(facts.periodStart, facts.periodEnd, language);
  // Deductions net of quality adjustments: what the farmer sees between the gross and the net.
  const change = Math.round((facts.net - facts.gross) * 100) / 100;
  const less = change < 0 ? ` ${language === 'sw' ? 'toa' : 'less'} ${kesText(-change)}` : '';
  const plus = change > 0 ? ` ${language === 'sw' ? 'ongeza' : 'plus'} ${kesText(change)}` : '';
  // The amount moved is named only when it is not the whole net (cents M-Pesa cannot send, a part payment).
  const where = destination(facts, language);
  const moved =
    Math.abs(facts.paid - facts.net) >= 0.005
      ? `KES ${kesText(facts.paid)} ${where[0].toLowerCase()}${where.slice(1)}`
      : where;
  const ref = clip(facts.reference, PAYMENT_CAPS.reference);
  const figures = `${monthLitresText(facts.litres)}L KES ${kesText(facts.gross)}${less}${plus} = KES ${kesText(facts.net)}`;
  const text =
    language === 'sw'
      ? `${coop}:${member} malipo ${period}: ${figures}. ${moved}. Ref ${ref}.`
      : `${coop}:${member} pay ${period}: ${figures}. ${moved}. Ref ${ref}.`;
  return text.slice(0, SMS_MAX_LENGTH);
}
