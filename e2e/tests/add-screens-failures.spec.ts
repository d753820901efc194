import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './helpers';

// What the add screens do when the input is wrong or the API fails half-way: the person is
// told at the field, keeps what they typed, and nothing is left half-created to trip them later.

// The smallest valid PNG (1x1), so the farmer's photo is really uploaded first.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function fillFarmer(page: Page, name: string, email: string, memberId: string) {
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Date of Birth', { exact: true }).fill('11/02/1979');
  await page.getByLabel('Gender', { exact: true }).selectOption('male');
  await page.getByLabel('Phone Number', { exact: true }).fill('0722000111');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Member ID', { exact: true }).fill(memberId);
}

test('a farmer whose save fails half-way leaves nothing behind, keeps the form, and a taken member number is said at Member ID', async ({
  page,
}) => {
  await openSignedIn(page, '/farmer/add-new-farmer');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Farmer' })).toBeVisible();
  const suffix = Date.now().toString().slice(-6);
  const name = `Kamau Mwangi ${suffix}`;
  const email = `kamau.${suffix}@example.co.ke`;
  const memberId = `MZ-FAIL-${suffix}`;
  await fillFarmer(page, name, email, memberId);
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'kamau.png', mimeType: 'image/png', buffer: PNG });

  // The photo uploads, then the API falls over on the person: the photo is taken back.
  await page.route('**/api/user-roles', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
      : route.fallback(),
  );
  const photoRemoved = page.waitForRequest(
    (request) => request.method() === 'DELETE' && /\/api\/files\/[0-9a-f-]{36}$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Save Farmer' }).click();
  await photoRemoved;
  await expect(page.getByRole('alert').getByText('An error occurred while submitting the form.')).toBeVisible();
  await expect(page).toHaveURL(/\/farmer\/add-new-farmer$/);
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Member ID', { exact: true })).toHaveValue(memberId);

  // Saving again with the very same e-mail and member number works: no person was left over.
  await page.unroute('**/api/user-roles');
  await page.getByRole('button', { name: 'Save Farmer' }).click();
  await expect(page).toHaveURL(/\/farmers\/farmers-profiles$/);
  await expect(page.getByRole('status').getByText(`Farmer ${name} saved`)).toBeVisible();

  // A second farmer with that member number is refused at Member ID by the API.
  await page.goto('/farmer/add-new-farmer');
  await fillFarmer(page, `Otieno Ouma ${suffix}`, `otieno.${suffix}@example.co.ke`, memberId);
  await page.getByRole('button', { name: 'Save Farmer' }).click();
  const memberField = page.getByLabel('Member ID', { exact: true });
  await expect(memberField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/already used in this organisation/)).toBeVisible();
  await expect(page).toHaveURL(/\/farmer\/add-new-farmer$/);
});

test('a collection centre with missing or impossible input is refused at its fields', async ({ page }) => {
  await openSignedIn(page, '/collection-center/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Collection Center' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Collection Center' }).click();
  await expect(page.getByText('Center Name is required')).toBeVisible();
  await expect(page.getByText('Contact Person is required')).toBeVisible();
  await expect(page.getByText('Assigned QA Agent is required')).toBeVisible();

  await page.getByLabel('Latitude', { exact: true }).fill('95');
  await page.getByLabel('Longitude', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Save Collection Center' }).click();
  await expect(page.getByText('Latitude must be between -90 and 90')).toBeVisible();
  await expect(page.getByText('Longitude must be between -180 and 180')).toBeVisible();
  await expect(page).toHaveURL(/\/collection-center\/add$/);
});
