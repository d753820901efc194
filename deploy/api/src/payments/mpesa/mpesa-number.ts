/**
 * A Kenyan mobile number as M-Pesa takes it (2547XXXXXXXX or 2541XXXXXXXX), from the ways
 * people write it: `0712 345 678`, `+254 712 345 678`, `254712345678`, `712345678`.
 * Undefined when it is not one.
 */
export function mpesaNumber(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const national = digits.startsWith('254') ? digits.slice(3) : digits.startsWith('0') ? digits.slice(1) : digits;
  return /^[17]\d{8}$/.test(national) ? `254${national}` : undefined;
}

/** 0712***678: enough for a farmer to recognise the number, not enough to read it off a screen. */
export function maskedNumber(phone: string): string {
  const national = `0${phone.slice(3)}`;
  return `${national.slice(0, 4)}***${national.slice(-3)}`;
}
