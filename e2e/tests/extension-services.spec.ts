import { expect, test, type Page } from '@playwright/test';
import { cellsIn, dataTable, openSignedIn } from './helpers';

const pad = (n: number) => String(n).padStart(2, '0');
// dd/MM/yyyy, as the console writes days (docs/rules.md#dates).
const shownDay = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
const stamp = Date.now().toString().slice(-6);

/** The table's rows that hold cells (the header row holds none), top first. */
const rowsOf = (page: Page, name: string) =>
  dataTable(page, name)
    .getByRole('row')
    .filter({ has: cellsIn(page) });

async function chooseFarmer(page: Page, member: string) {
  await page.getByRole('combobox', { name: 'Farmer' }).fill(member);
  const farmer = page.getByRole('listbox', { name: 'Farmers found' }).getByRole('option').first();
  await expect(farmer).toHaveText(new RegExp(`\\(${member}\\)$`));
  await farmer.click();
}

async function chooseFirstOfficer(page: Page) {
  const officer = page.getByLabel('Officer', { exact: true }).last();
  await expect(officer.locator('option').nth(1)).toBeAttached();
  await officer.selectOption({ index: 1 });
}

test('an assignment is added for a farmer, marked done with notes, and kept after a reload', async ({ page }) => {
  await openSignedIn(page, '/extension-services/assignments');
  await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
  await expect(rowsOf(page, 'Assignments').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add Assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Assignment' });
  await dialog.getByRole('button', { name: 'Save Assignment' }).click();
  await expect(dialog.getByText('Choose a farmer from the search results')).toBeVisible();

  await chooseFirstOfficer(page);
  await chooseFarmer(page, 'MZ-0012');
  await dialog.getByLabel('Topic', { exact: true }).selectOption('Breeding');
  const due = new Date(Date.now() + 7 * 86_400_000);
  // Chosen in the calendar (a week ahead may be next month), shown as the console writes days.
  await dialog.getByRole('button', { name: 'Calendar for Due Date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose date' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  if (due.getMonth() !== new Date().getMonth())
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  const dueMonth = due.toLocaleString('en-US', { month: 'long' });
  await calendar
    .getByRole('button', { name: new RegExp(`\\b${due.getDate()} ${dueMonth} ${due.getFullYear()}`) })
    .click();
  await expect(dialog.getByLabel('Due Date', { exact: true })).toHaveValue(shownDay(due));
  await dialog.getByLabel('Notes', { exact: true }).fill(`Heat signs talk ${stamp}`);
  await dialog.getByRole('button', { name: 'Save Assignment' }).click();
  await expect(page.getByText(new RegExp(`due ${shownDay(due)} saved`))).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await expect(rowsOf(page, 'Assignments')).toHaveCount(1);
  const row = rowsOf(page, 'Assignments').first();
  await expect(cellsIn(row, { name: 'Planned', exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Mark done Breeding visit to/ }).click();
  const done = page.getByRole('dialog', { name: 'Mark Visit Done' });
  await done.getByLabel('Outcome Notes').fill(`AI booked for two heifers ${stamp}`);
  await done.getByRole('button', { name: 'Mark Done' }).click();
  await expect(page.getByText(/marked done$/)).toBeVisible();

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await expect(rowsOf(page, 'Assignments')).toHaveCount(1);
  const kept = rowsOf(page, 'Assignments').first();
  await expect(cellsIn(kept, { name: 'Done', exact: true })).toBeVisible();
  await expect(kept).toContainText(`AI booked for two heifers ${stamp}`);
});

test('a call log with a follow-up is added, listed first among the follow-ups due, and kept after a reload', async ({
  page,
}) => {
  await openSignedIn(page, '/extension-services/call-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeVisible();
  await expect(rowsOf(page, 'Call logs').first()).toBeVisible();

  // A visit four months ago whose follow-up was due that very day: earlier than any in the demo data.
  const now = new Date();
  const visit = new Date(now.getFullYear(), now.getMonth() - 4, 1);
  await page.getByRole('button', { name: 'Add Call Log' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Call Log' });
  await dialog.getByLabel('Date', { exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Choose date and time' });
  await expect(picker.getByRole('grid')).toBeVisible();
  for (let i = 0; i < 4; i++) await picker.getByRole('button', { name: 'Go to the Previous Month' }).click();
  const month = visit.toLocaleString('en-US', { month: 'long' });
  await picker.getByRole('button', { name: new RegExp(`\\b1 ${month} ${visit.getFullYear()}`) }).click();
  await picker.getByLabel('Time', { exact: true }).selectOption('09:00');
  await picker.getByRole('button', { name: 'Done' }).click();

  await chooseFirstOfficer(page);
  await chooseFarmer(page, 'MZ-0015');
  await dialog.getByLabel('Channel', { exact: true }).selectOption('Visit');
  await dialog.getByLabel('Topic', { exact: true }).selectOption('Feeding');
  await dialog.getByLabel('Outcome', { exact: true }).fill(`Silage demo asked for ${stamp}`);
  await dialog.getByLabel('Follow-up Date', { exact: true }).fill(shownDay(visit));
  await dialog.getByRole('button', { name: 'Save Call Log' }).click();
  await expect(page.getByText(new RegExp(`saved, follow up on ${shownDay(visit)}$`))).toBeVisible();

  await expect(rowsOf(page, 'Call logs').first()).toContainText(`Silage demo asked for ${stamp}`);
  await expect(rowsOf(page, 'Call logs').first().getByText('Overdue', { exact: true })).toBeVisible();

  await page.reload();
  await expect(rowsOf(page, 'Call logs').first()).toContainText(`Silage demo asked for ${stamp}`);
  await expect(rowsOf(page, 'Call logs').first()).toContainText(shownDay(visit));
});
