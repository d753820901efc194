import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// An organisation's own Africa's Talking account (issue 32), stored and removed by its admin in
// Settings -> Notifications and payouts. The server seals it with MAZIWA_SECRET_KEY (the
// gateway's test server and the stack both have one); the key typed never comes back.
const TAMU_ADMIN = { email: 'admin@tamu.test', password: 'Maziwa-2026' };
const PAGE = '/organisation-settings/notifications-and-payouts';
const API_KEY = 'atsk-e2e-never-shown-again';

test("an admin stores the organisation's own Africa's Talking account, sees who it is, and removes it", async ({
  page,
}) => {
  await page.goto(PAGE);
  await signIn(page, TAMU_ADMIN);
  const panel = page.getByRole('region', { name: 'Your own accounts' });
  const at = panel.getByRole('region', { name: "Africa's Talking account" });
  await at.getByLabel('Username').fill('tamu-own');
  await at.getByLabel('API key').fill(API_KEY);
  await at.getByLabel('Environment').selectOption({ label: "Sandbox (the provider's test system)" });
  await at.getByRole('button', { name: "Save Africa's Talking account" }).click();

  await expect(page.getByRole('status').getByText(/Africa's Talking account saved/)).toBeVisible();
  await expect(at.getByText('tamu-own')).toBeVisible();
  await expect(at.getByText("Sandbox (the provider's test system)")).toBeVisible();
  await expect(at.getByText(/Stored\s*\d\d\/\d\d\/\d{4} \d\d:\d\d by /)).toBeVisible();
  const providers = page.getByRole('region', { name: 'Providers' });
  await expect(providers.getByText("Africa's Talking (your account)")).toBeVisible();
  expect(await page.content()).not.toContain(API_KEY);

  // Reading it again (another visit) shows the same, still without the key.
  await page.reload();
  await expect(at.getByText('tamu-own')).toBeVisible();
  expect(await page.content()).not.toContain(API_KEY);

  await at.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: "Remove the Africa's Talking account?" });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').getByText("Africa's Talking account removed")).toBeVisible();
  await expect(at.getByRole('button', { name: "Save Africa's Talking account" })).toBeVisible();
  await expect(providers.getByText("Africa's Talking (your account)")).toHaveCount(0);
});
