import { expect, test } from '@playwright/test';
import { openSignedIn } from './helpers';

/** "Ksh 1,234,567.8900" -> 1234567.89 */
const shillings = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('a Top Up raises the balance shown above the pending payments', async ({ page }) => {
  await openSignedIn(page, '/payroll/pending-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  const header = page.getByRole('region', { name: 'Balance and payment totals' });
  const balance = header.locator('dt', { hasText: 'Balance' }).locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText(/^Ksh [\d,]+\.\d{4}$/);
  await expect(header.locator('dt', { hasText: 'Total Due' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^Ksh [\d,.]+$/);
  const before = shillings(await balance.textContent());

  await header.getByRole('button', { name: 'Top Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top Up' });
  await dialog.getByLabel('Amount (Ksh)').fill('25000.5');
  await dialog.getByLabel('Reference').fill(`FT-E2E-${Date.now().toString().slice(-6)}`);
  await dialog.getByRole('button', { name: 'Top Up' }).click();

  await expect(dialog).toBeHidden();
  await expect.poll(async () => shillings(await balance.textContent())).toBeCloseTo(before + 25000.5, 2);
});
