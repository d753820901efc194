import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashingGate } from './hashing-gate';

// scrypt cost as recommended for interactive logins (N=2^15 takes ~50 ms here): high
// enough to slow guessing, low enough for a sign-in.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // Through the gate: a flood of sign-ins queues here instead of taking every thread.
  return hashingGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { ...options, maxmem: 128 * options.N! * options.r! * 2 },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

/** "scrypt$N$r$p$salt$hash" (base64url): parameters travel with the hash so they can change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Checked when the email is unknown, so a wrong email costs as long as a wrong password
// and the timing does not tell which emails exist.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}

/** A hash nobody knows the password of, for people who never sign in (seeded farmers). */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
