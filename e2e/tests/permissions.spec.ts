import { expect, test, type Page } from '@playwright/test';
import { sidebar, signIn } from './helpers';

// The demo sign-ins of the root README: one per built-in role, same password.
const CLERK = { email: 'clerk@maziwa.test', password: 'Maziwa-2026' };
const QA = { email: 'qa@maziwa.test', password: 'Maziwa-2026' };
const DRIVER = { email: 'driver@maziwa.test', password: 'Maziwa-2026' };

async function signInFrom(page: Page, path: string, user: typeof CLERK) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Login to Account' })).toBeVisible();
  await signIn(page, user);
  await expect(page).not.toHaveURL(/\/login$/);
}

test('an office clerk sees no Delete on driver rows and no money actions', async ({ page }) => {
  await signInFrom(page, '/logistics-management/driver-management', CLERK);
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeVisible();
  // The rows are there with what a clerk may do...
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^View / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Driver' })).toBeVisible();
  // ...and without what they may not.
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.goto('/payroll/pending-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance and payment totals' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Payments' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Top Up' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Process / })).toHaveCount(0);
});

test('a QA/Collector lands on a page they may read and meets the no-access panel on payroll', async ({ page }) => {
  await signInFrom(page, '/', QA);
  // No reports for this role: they land on Intake, where they record deliveries, not the dashboard.
  await expect(page).toHaveURL(/\/milk-collections\/intake$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Intake' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(sidebar(page).getByRole('button', { name: 'Payroll' })).toHaveCount(0);

  await page.goto('/payroll/pending-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/pending-payments$/);
  // Inside the shell: the sidebar is still there to go elsewhere.
  await expect(sidebar(page).getByRole('button', { name: 'Quality Control' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending Payments' })).toHaveCount(0);
});

test('a driver, who has no console access, is sent to /unauthorized', async ({ page }) => {
  await signInFrom(page, '/dashboard', DRIVER);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
  await expect(sidebar(page).getByRole('link')).toHaveCount(0);
});
