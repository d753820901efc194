/**
 * A fresh Idempotency-Key for one payout call (a random UUID v4 from the CSPRNG). Made once
 * per dialog or batch and sent with every try of it, so a double click or a retry after a lost
 * answer gets the first answer back instead of paying twice.
 *
 * @example const [key] = useState(newIdempotencyKey);
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
