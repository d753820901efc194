import { expect, test } from '@playwright/test';
import { cellsIn, openSignedIn } from './helpers';

// The demo's current month is a draft pay run computed by the finance officer: the admin (a
// second person) approves it, closing the month's remaining days early after a confirmation
// that names them, and a payment's payslip explains its figures from the milk.
test('the admin approves the draft pay run the finance officer computed, and a payslip explains a payment', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/payroll/pay-runs');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Runs' })).toBeVisible();
  const draft = page.getByRole('row').filter({ hasText: 'Draft' });
  await expect(draft).toHaveCount(1, { timeout: 15_000 });
  await draft.getByRole('link').first().click();

  await expect(page.getByRole('heading', { level: 1, name: /^Pay Run / })).toBeVisible();
  await expect(cellsIn(page).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: /^Approve / });
  // The month has not ended: the days it would close are named before anything is sent.
  await expect(confirm).toContainText(
    /This period has not ended: approving it now closes it early\. Deliveries of \d+(–\d+)? [A-Z][a-z]+ can no longer be recorded or changed\./,
  );
  await confirm.getByRole('button', { name: 'Close early and approve' }).click();
  await expect(page.getByText(/^Approved: [\d,]+ payments? (is|are) now payable\./)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page
    .getByRole('link', { name: /^Payslip / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payslip' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  // Milk day by day, in shillings with two decimals.
  await expect(page.getByText(/^Ksh [\d,]+\.\d{2}$/).first()).toBeVisible();
});
