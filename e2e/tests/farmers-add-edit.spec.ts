import { expect, test } from '@playwright/test';
import { openSignedIn } from './helpers';

test('registers a farmer by form, finds them after a reload, opens their page and edits their phone', async ({
  page,
}) => {
  await openSignedIn(page, '/farmers/farmers-profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Farmer Profiles' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Farmer' }).click();
  await expect(page).toHaveURL(/\/farmer\/add-new-farmer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Farmer' })).toBeVisible();

  // Bad input is said at the fields, and nothing is sent.
  await page.getByLabel('Email Address', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save Farmer' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await expect(page.getByText('Member ID is required')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/farmer\/add-new-farmer$/);

  const suffix = Date.now().toString().slice(-6);
  const memberId = `MZ-E2E-${suffix}`;
  const name = `Wanjiku Njeri ${suffix}`;
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Date of Birth', { exact: true }).fill('20/06/1984');
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByLabel('Phone Number', { exact: true }).fill('0712345678');
  await page.getByLabel('Email Address', { exact: true }).fill(`wanjiku.${suffix}@example.co.ke`);
  await page.getByLabel('Address', { exact: true }).fill('Githunguri');
  await page.getByLabel('Member ID', { exact: true }).fill(memberId);
  await page.getByLabel('Date of Joining', { exact: true }).fill('01/05/2024');
  const centre = page.getByLabel('Collection Center', { exact: true });
  await expect(centre.locator('option').nth(1)).toBeAttached();
  await centre.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save Farmer' }).click();

  await expect(page).toHaveURL(/\/farmers\/farmers-profiles$/);
  await expect(page.getByRole('status').getByText(`Farmer ${name} saved`)).toBeVisible();

  // Still there after a reload: found by its member number.
  await page.reload();
  await page.getByPlaceholder('Search by Farmer Name or ID').fill(memberId);
  const nameButton = page.getByRole('button', { name, exact: true });
  await expect(nameButton).toBeVisible();
  await nameButton.click();

  await expect(page).toHaveURL(/\/farmers\/farmers-profiles\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The profile's details (its History table names the same values again).
  const details = page.getByRole('definition');
  await expect(details.getByText(memberId, { exact: true })).toBeVisible();
  // Stored as an SMS provider and M-Pesa take it (issue 32): 0712345678 -> 254712345678, and
  // shown as Kenyans write it.
  await expect(details.getByText('0712 345 678', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const phone = page.getByLabel('Phone Number', { exact: true });
  await expect(phone).toHaveValue('254712345678');
  await phone.fill('0799 000 111');
  await page.getByRole('button', { name: 'Save Farmer' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(details.getByText('0799 000 111', { exact: true })).toBeVisible();
  await page.reload();
  await expect(details.getByText('0799 000 111', { exact: true })).toBeVisible();
});

test('a made-up farmer id shows the not-found panel, not a failure to fetch', async ({ page }) => {
  await openSignedIn(page, '/farmers/farmers-profiles/00000000-0000-4000-8000-00000000f00d');
  const panel = page.getByRole('region', { name: 'Farmer not found' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Nothing of your organisation has this id');
  await expect(page.getByText('Failed to fetch user roles')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'All farmers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Farmer Profiles' })).toBeVisible();
});
