import fs from 'node:fs';
import path from 'node:path';

/**
 * The API README's table of built-in roles as role -> sorted permission names: the documented
 * matrix that the tests hold the database and the API to.
 */
export function readmeMatrix(): Record<string, string[]> {
  const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
  const table = readme.split('<!-- role-matrix:start -->')[1].split('<!-- role-matrix:end -->')[0];
  const rows = table
    .trim()
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const out: Record<string, string[]> = { user: [], 'QA/Collector': [] };
  for (const [resource, clerk, qa] of rows) {
    for (const [role, cell] of [
      ['user', clerk],
      ['QA/Collector', qa],
    ] as const) {
      for (const action of cell
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean))
        out[role].push(`${resource}:${action}`);
    }
  }
  for (const role of Object.keys(out)) out[role].sort();
  return out;
}
