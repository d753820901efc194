import { hashPassword, unusablePasswordHash, verifyPassword } from './passwords';

it('hashes with a random salt and verifies', async () => {
  const [a, b] = await Promise.all([hashPassword('Maziwa-2026'), hashPassword('Maziwa-2026')]);
  expect(a).not.toEqual(b);
  expect(a).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
  expect(a).not.toContain('Maziwa-2026');
  await expect(verifyPassword('Maziwa-2026', a)).resolves.toBe(true);
  await expect(verifyPassword('maziwa-2026', a)).resolves.toBe(false);
  await expect(verifyPassword('Maziwa-2026', 'garbage')).resolves.toBe(false);
});

it('makes hashes no password matches', async () => {
  const hash = await unusablePasswordHash();
  await expect(verifyPassword('', hash)).resolves.toBe(false);
});
