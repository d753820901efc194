import { fieldError } from '../http/errors';

// Kenyan mobile numbers as an SMS provider takes them (Africa's Talking rejects 0712...):
// 2547XXXXXXXX (Safaricom, Airtel, Telkom) and 2541XXXXXXXX (the newer 01xx ranges).
const KENYAN_MOBILE = /^(?:\+?254|0)([17]\d{8})$/;

export const PHONE_PROBLEM = 'must be a Kenyan mobile number such as 0712 345 678 or +254712345678';

/**
 * `0712 345 678`, `+254712345678`, `254712345678`, `0112345678` -> `254712345678` /
 * `254112345678`; spaces, dashes and dots are dropped. Anything else: null.
 */
export function normaliseKenyanPhone(value: string): string | null {
  const compact = value.trim().replace(/[\s.-]/g, '');
  const match = KENYAN_MOBILE.exec(compact);
  return match ? `254${match[1]}` : null;
}

/** The normalised number, or a 400 naming `field`. Blank stays blank (no phone). */
export function phoneColumn(value: unknown, field: string): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const phone = normaliseKenyanPhone(String(value));
  if (!phone) throw fieldError(field, PHONE_PROBLEM);
  return phone;
}
