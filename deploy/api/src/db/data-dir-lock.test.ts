import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';

const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'maziwa-lock-')), 'pglite');

it('refuses a directory held by a live process and takes over from a dead one', () => {
  fs.writeFileSync(`${dir}.lock`, '1'); // pid 1 is always alive
  expect(() => lockDataDir(dir)).toThrow(/in use by process 1/);

  fs.writeFileSync(`${dir}.lock`, '999999999');
  const unlock = lockDataDir(dir);
  expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  unlock();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
});
