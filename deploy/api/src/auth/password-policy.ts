import { Type } from '@sinclair/typebox';
import { fieldError } from '../http/errors';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** A password someone chooses now (register, new user, change, reset); signing in still accepts older, shorter ones. */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `At least ${PASSWORD_MIN_LENGTH} characters, not only spaces, and not one of the most common passwords.`,
});

// The passwords tried first by anyone guessing: the top of public breach lists that are 10
// characters or longer, keyboard walks, and the obvious ones for this product and country.
// A short list on purpose: it stops the guesses that cost nothing, not every weak password.
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '0123456789',
  '0987654321',
  '9876543210',
  '12345678910',
  '123456789a',
  'a123456789',
  '1234567890a',
  '1111111111',
  '0000000000',
  '2222222222',
  '5555555555',
  '7777777777',
  '9999999999',
  '1212121212',
  '1122334455',
  '1234512345',
  '123123123123',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  'q1w2e3r4t5',
  'qwertyuiop',
  'qwertyuiop1',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl1',
  'asdfghjkl;',
  'zxcvbnm123',
  'qazwsxedc1',
  'qazwsxedcrfv',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'abcdefghij',
  'abcd123456',
  'abc1234567',
  'abcdef1234',
  'password10',
  'password12',
  'password123',
  'password1234',
  'password12345',
  'password!1',
  'password@1',
  'passw0rd123',
  'p@ssw0rd123',
  'p@ssword123',
  'mypassword',
  'mypassword1',
  'passwordpassword',
  'changeme123',
  'changemenow',
  'letmein123',
  'welcome123',
  'welcome1234',
  'welcome@123',
  'iloveyou12',
  'iloveyou123',
  'sunshine123',
  'princess123',
  'football123',
  'baseball123',
  'superman123',
  'starwars123',
  'dragon1234',
  'monkey12345',
  'master1234',
  'shadow1234',
  'michael123',
  'jennifer123',
  'trustno1234',
  'administrator',
  'admin12345',
  'admin123456',
  'admin@1234',
  'adminadmin',
  'administrator1',
  'rootroot12',
  'useruser12',
  'testtest12',
  'test123456',
  'guest12345',
  'secret1234',
  'computer123',
  'internet123',
  'default123',
  'qwerty@123',
  'password2024',
  'password2025',
  'password2026',
  'maziwa2024',
  'maziwa2025',
  'maziwa2026',
  'maziwa1234',
  'maziwa12345',
  'maziwa@2026',
  'maziwa123456',
  'dairy12345',
  'milkmilk12',
  'kenya12345',
  'kenya2026!',
  'nairobi123',
  'nairobi2026',
  'jambo12345',
  'hakunamatata',
  'safaricom1',
  'mpesa12345',
]);

/**
 * The rules the schema cannot say: not only blank, not a common password (case and
 * surrounding spaces ignored). Throws a 400 naming `field` (e.g. 'user.password').
 */
export function assertAcceptablePassword(field: string, password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw fieldError(field, `must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.trim() === '') throw fieldError(field, 'must not be only spaces');
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) {
    throw fieldError(field, 'is one of the most common passwords; choose one that is harder to guess');
  }
}
