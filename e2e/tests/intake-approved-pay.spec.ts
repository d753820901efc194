import { expect, test } from '@playwright/test';
import { ADMIN } from './helpers';
import { apiGet, apiToken, queued, readFarmers, recordOne, signInToIntake, tokenOf } from './intake-helpers';

// Issue 33: a delivery the API refuses when it arrives stays on the phone, marked with the API's
// own message word for word, until a person discards it; it never disappears by itself. Here
// the day is closed: the demo data has the last month's pay run approved (seed-pay-runs.ts),
// and the phone's clock says it is that day (the queue takes a delivery's time from the
// phone's clock at the tap, as a delivery recorded then and sent late would carry it).

test('a delivery on a day of approved pay stays marked with the API message until discarded', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The last day of approved pay, as the API knows it.
  const admin = await apiToken(request, ADMIN);
  const { body: runs } = await apiGet<{ data: { period_end: string; status: string }[] }>(
    request,
    admin,
    'pay-runs?limit=1000',
  );
  const until = runs.data
    .filter((run) => run.status !== 'draft')
    .map((run) => run.period_end)
    .sort()
    .at(-1);
  expect(until, 'an approved pay run in the demo data').toBeTruthy();
  const message = `Pay up to ${until} is approved: a delivery on or before that day cannot be added, changed or deleted`;

  await signInToIntake(page);
  // The phone's clock: the morning of that day, Nairobi time (Date only; timers run as usual).
  await page.clock.setFixedTime(new Date(`${until}T09:15:00+03:00`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Intake' })).toBeVisible();
  await expect(page.getByText('All sent')).toBeVisible();
  await readFarmers(page);
  await recordOne(page, '12.5');

  // Sent at once (the API answers), refused, and kept with the API's words.
  const recent = page.getByRole('list', { name: 'Last deliveries' });
  await expect(recent.getByText('Needs attention')).toBeVisible({ timeout: 30_000 });
  await expect(recent.getByRole('note')).toHaveText(message);
  await expect(page.getByText('All sent, 1 needs attention')).toBeVisible();
  const [item] = await queued(page);
  expect(item).toMatchObject({ state: 'attention', message });
  expect(Date.parse(item.recordedAt)).toBe(Date.parse(`${until}T09:15:00+03:00`));
  const token = await tokenOf(page);
  expect((await apiGet(request, token, `collections/${item.id}`)).status).toBe(404);

  // Still there, with the message, after the page is opened again (and its sender has run).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Intake' })).toBeVisible();
  await expect(recent.getByText('Needs attention')).toBeVisible();
  await expect(recent.getByRole('note')).toHaveText(message);
  await expect(page.getByText('All sent, 1 needs attention')).toBeVisible();
  expect(await queued(page)).toEqual([expect.objectContaining({ id: item.id, state: 'attention', message })]);

  // Discarded by the clerk: it leaves the phone, never sent.
  await recent.getByRole('button', { name: /^Discard / }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard this delivery?' });
  await expect(confirm).toContainText('is removed from this phone and never sent');
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No deliveries recorded on this phone yet.')).toBeVisible();
  await expect(page.getByText('All sent', { exact: true })).toBeVisible();
  expect(await queued(page)).toEqual([]);
  expect((await apiGet(request, token, `collections/${item.id}`)).status).toBe(404);
});
