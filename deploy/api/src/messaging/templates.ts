import { REJECTION_REASONS, type RejectionReason } from '../domain/rejection-reasons';
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
