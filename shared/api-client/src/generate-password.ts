const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*-_=+';

/**
 * A random password from the browser's CSPRNG, for the accounts the console creates for
 * farmers and drivers: they do not sign in yet, but no account may carry a guessable password.
 *
 * @example usersApi.create({ ...user, password: generatePassword() })
 */
export function generatePassword(length = 24): string {
  // Rejection sampling: bytes past the last whole multiple of the alphabet would make
  // the first characters likelier than the rest.
  const limit = 256 - (256 % ALPHABET.length);
  const chars: string[] = [];
  const bytes = new Uint8Array(length * 2);
  while (chars.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit && chars.length < length) chars.push(ALPHABET[byte % ALPHABET.length]);
    }
  }
  return chars.join('');
}
