import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pagePath } from './page-paths';

describe('pagePath', () => {
  it("gives a declared page's address, its :name segments filled and encoded", () => {
    expect(pagePath('/logistics-management/trips')).toBe('/logistics-management/trips');
    expect(pagePath('/payroll/payslips/:id', { id: 'pay 1/2' })).toBe('/payroll/payslips/pay%201%2F2');
    expect(pagePath('/driver/:id/edit', { id: 'drv-1' })).toBe('/driver/drv-1/edit');
  });

  it('refuses, at typecheck, a path no remote declares and missing params', () => {
    // @ts-expect-error no remote declares /payroll/nowhere
    pagePath('/payroll/nowhere');
    // @ts-expect-error :id must be given
    pagePath('/payroll/payslips/:id');
  });
});

describe('generated/declared-pages.ts', () => {
  it("matches every remote's pages.json (pnpm declared-pages rewrites it)", () => {
    const script = path.join(__dirname, '../scripts/declared-pages.mjs');
    expect(() => execFileSync('node', [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
