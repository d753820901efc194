// Crockford's base32: no I, L, O or U, so a reference read out over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A transaction reference for a payout that has none of its own (cash): the prefix, the
 * day and 8 random characters from the CSPRNG, so two clerks never make the same one (the
 * API keeps references unique). Bulk runs get theirs from the API.
 *
 * @example generateReference('CASH', new Date(2026, 10, 22)) // "CASH-20261122-7KQ2M9XA"
 */
export function generateReference(prefix: string, now = new Date()): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  // 256 is a multiple of 32: every character is equally likely.
  const random = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${prefix}-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${random}`;
}
