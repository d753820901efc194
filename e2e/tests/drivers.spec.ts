import { expect, test } from '@playwright/test';
import { cellsIn, openSignedIn } from './helpers';

test('adds a driver who then appears in the driver list', async ({ page }) => {
  await openSignedIn(page, '/logistics-management/driver-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Driver Name' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Driver' }).click();
  await expect(page).toHaveURL(/\/driver\/add-new-driver$/);

  const suffix = Date.now().toString().slice(-6);
  await page.getByLabel('Full Name', { exact: true }).fill('Achieng Otieno Odhiambo');
  await page.getByLabel('Date of Birth', { exact: true }).fill('12/04/1990');
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByLabel('Phone Number', { exact: true }).fill('+254712345678');
  await page.getByLabel('Email Address', { exact: true }).fill(`achieng.${suffix}@example.co.ke`);
  await page.getByLabel('Address', { exact: true }).fill('Kiambu Road, Nairobi');
  await page.getByLabel('License Number', { exact: true }).fill(`DL-${suffix}`);
  await page.getByLabel('License Expiry', { exact: true }).fill('31/01/2030');
  await page.getByLabel('Employee ID', { exact: true }).fill(`DRV-E2E-${suffix}`);
  await page.getByLabel('Date of Hire', { exact: true }).fill('01/02/2024');
  await page.getByLabel('Status', { exact: true }).selectOption('active');
  const route = page.getByLabel('Assigned Route', { exact: true });
  await expect(route.locator('option').nth(1)).toBeAttached();
  await route.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save Driver' }).click();

  await expect(page).toHaveURL(/\/logistics-management\/driver-management$/);
  await expect(cellsIn(page, { name: 'Achieng Otieno Odhiambo', exact: true })).toBeVisible();
  await expect(cellsIn(page, { name: `DRV-E2E-${suffix}`, exact: true })).toBeVisible();
});
