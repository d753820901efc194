import { expect, test } from '@playwright/test';
import { cellsIn, dataTable, openSignedIn } from './helpers';

/** "Ksh 1,234,567.8900" -> 1234567.89 */
const shillings = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('a Top Up raises the balance shown above the pending payments', async ({ page }) => {
  await openSignedIn(page, '/payroll/pending-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  const header = page.getByRole('region', { name: 'Balance and payment totals' });
  const balance = header.locator('dt', { hasText: 'Balance' }).locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText(/^Ksh [\d,]+\.\d{4}$/);
  await expect(header.locator('dt', { hasText: 'Total Due' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^Ksh [\d,.]+$/,
  );
  const before = shillings(await balance.textContent());

  await header.getByRole('button', { name: 'Top Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top Up' });
  await dialog.getByLabel('Amount (Ksh)').fill('25000.5');
  await dialog.getByLabel('Reference').fill(`FT-E2E-${Date.now().toString().slice(-6)}`);
  await dialog.getByRole('button', { name: 'Top Up' }).click();

  await expect(dialog).toBeHidden();
  await expect.poll(async () => shillings(await balance.textContent())).toBeCloseTo(before + 25000.5, 2);
});

test("Process Payments pays the listed farmer's pending payments and the list empties", async ({ page }) => {
  // Paying, then waiting for M-Pesa's answer and the farmer's SMS and e-mail: more than one page's wait.
  test.setTimeout(90_000);
  await openSignedIn(page, '/payroll/pending-payments');
  // One farmer's payments: a member number found through the search (the API's q).
  const members = cellsIn(page, { name: /^MZ-\d{4}$/ });
  await expect(members.first()).toBeVisible({ timeout: 15_000 });
  const memberNumber = ((await members.first().textContent()) ?? '').trim();
  await page.getByRole('searchbox', { name: 'Search' }).fill(memberNumber);
  await expect(members.filter({ hasNotText: memberNumber })).toHaveCount(0);
  await expect(members.first()).toHaveText(memberNumber);

  await page.getByRole('button', { name: 'Process Payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Bulk Payment Processing' });
  await expect(dialog.getByText('Number of farmers')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /^Send payment notifications/ })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Attach payment receipts to notifications' }).check();
  await dialog.getByRole('button', { name: 'Yes, Process All Payments' }).click();
  // Paid at once (bank, cash), or handed to M-Pesa (the simulator under `pnpm start`) and completed a moment later.
  await expect(
    dialog.getByText(/^(Processed \d+ payments?|Sent \d+ payments? to M-Pesa): KSh [\d,.]+ to 1 farmer\./).first(),
  ).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // What is left for the farmer is only what is being paid out already, if anything.
  await expect(page.getByText('No pending payments.').or(page.getByText('In Progress').first())).toBeVisible();
  await expect(cellsIn(page, { name: /^(Pending|Delayed|Failed)\b/ })).toHaveCount(0);

  // The farmer is told: a payment SMS (M-Pesa ones once Safaricom's Result has come) and, as
  // "Attach payment receipts" was ticked, an e-mail with the payslip, both listed under Messages.
  await page.goto(`/farmers/messages?q=${encodeURIComponent(memberNumber)}&event=payment`);
  const cell = (name: string | RegExp) => cellsIn(page, { name, exact: typeof name === 'string' });
  const reached = cell(/^(Sent|Delivered)$/);
  const sms = page
    .getByRole('row')
    .filter({ has: cell('SMS') })
    .filter({ has: reached });
  const email = page
    .getByRole('row')
    .filter({ has: cell('Email') })
    .filter({ has: reached });
  await expect(dataTable(page, 'Messages')).toBeVisible({ timeout: 15_000 });
  // The list is read once per visit: a message sent meanwhile shows after a reload.
  await expect(async () => {
    if (!(await sms.first().isVisible()) || !(await email.first().isVisible())) await page.reload();
    await expect(sms.first()).toBeVisible({ timeout: 10_000 });
    await expect(email.first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  await expect(sms.first()).toContainText(new RegExp(`#${memberNumber} (pay|malipo) .* Ref [A-Z0-9-]+\\.`));
});
