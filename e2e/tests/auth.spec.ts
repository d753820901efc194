import { expect, test } from '@playwright/test';
import { ADMIN, openSignedIn, signIn } from './helpers';

test('signs in and lands on the dashboard', async ({ page }) => {
  await openSignedIn(page, '/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: ADMIN.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText('Authentication failed');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
});

test('a deep link survives signing in, and signed-in visitors skip the login page', async ({ page }) => {
  await page.goto('/payroll/pending-payments');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/payroll\/pending-payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout signs out and protects the console again', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the error page with 404', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});
