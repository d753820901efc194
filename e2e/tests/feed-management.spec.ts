import { expect, test, type Page } from '@playwright/test';
import { cellsIn, clickSidebarLink, dataTable, openSignedIn } from './helpers';

const stamp = Date.now().toString().slice(-6);
const PRODUCT = `Dairy meal E2E ${stamp}`;

/** The table's rows that hold cells (the header row holds none). */
const rowsOf = (page: Page, name: string) =>
  dataTable(page, name)
    .getByRole('row')
    .filter({ has: cellsIn(page) });

async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** The product's row in Products, found by the server's search. */
async function productRow(page: Page) {
  await openTab(page, 'Products');
  await page.getByPlaceholder('Search products').fill(PRODUCT);
  const rows = rowsOf(page, 'Products');
  await expect(rows).toHaveCount(1);
  return rows.first();
}

/** Picks the product in a dialog's select, whose labels may carry the stock on hand. */
async function chooseProduct(page: Page) {
  const select = page.getByRole('dialog').getByLabel('Product');
  const option = select.locator('option', { hasText: PRODUCT });
  await expect(option).toBeAttached();
  await select.selectOption({ label: (await option.textContent()) ?? '' });
}

test('a product is added, stock received and issued to a farmer: stock goes down, Supplies lists the issue, over-issue is refused', async ({
  page,
}) => {
  await openSignedIn(page, '/feed-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed Management' })).toBeVisible();
  await expect(rowsOf(page, 'Products').first()).toBeVisible();

  // Add Product.
  await page.getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Product' });
  await add.getByLabel('Name').fill(PRODUCT);
  await add.getByLabel('Category').selectOption('Feed');
  await add.getByLabel('Unit', { exact: true }).fill('bag');
  await add.getByLabel('Unit Price (Ksh)').fill('3000');
  await add.getByLabel('Reorder Level').fill('5');
  await add.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText(`Product ${PRODUCT} saved`)).toBeVisible();
  let row = await productRow(page);
  await expect(row.getByText('Low stock')).toBeVisible();

  // Receive Stock: 10 bags.
  await openTab(page, 'Stock received');
  await page.getByRole('button', { name: 'Receive Stock' }).click();
  await chooseProduct(page);
  const receive = page.getByRole('dialog', { name: 'Receive Stock' });
  await receive.getByLabel('Quantity').fill('10');
  await receive.getByLabel('Unit Cost (Ksh)').fill('2500');
  await receive.getByLabel('Supplier').fill('Unga Farm Care');
  await receive.getByRole('button', { name: 'Save Receipt' }).click();
  await expect(page.getByText(`Received 10 × bag of ${PRODUCT}`)).toBeVisible();
  await expect(rowsOf(page, 'Stock received').filter({ hasText: PRODUCT })).toHaveCount(1);
  row = await productRow(page);
  await expect(cellsIn(row, { name: '10', exact: true })).toBeVisible();
  await expect(row.getByText('Low stock')).toHaveCount(0);

  // Issue to Farmer: 11 is refused at Quantity, 4 goes through.
  await openTab(page, 'Issued to farmers');
  await page.getByRole('button', { name: 'Issue to Farmer' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue to Farmer' });
  await issue.getByRole('combobox', { name: 'Producer' }).fill('MZ-0007');
  const farmer = page.getByRole('listbox', { name: 'Producers found' }).getByRole('option').first();
  await expect(farmer).toHaveText(/\(MZ-0007\)$/);
  const farmerName = ((await farmer.textContent()) ?? '').replace(/ \(MZ-0007\)$/, '');
  await farmer.click();
  await chooseProduct(page);
  await expect(issue.getByText('In stock: 10 × bag at Ksh 3,000.00 each')).toBeVisible();
  await issue.getByLabel('Quantity').fill('11');
  await issue.getByRole('button', { name: 'Issue' }).click();
  await expect(issue.getByText(`Only 10 bags of ${PRODUCT} in stock`)).toBeVisible();
  await issue.getByLabel('Quantity').fill('4');
  await issue.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText(`Issued 4 × bag of ${PRODUCT} to ${farmerName}`)).toBeVisible();
  await expect(rowsOf(page, 'Issued to farmers').filter({ hasText: PRODUCT })).toContainText('12,000.00');

  row = await productRow(page);
  await expect(cellsIn(row, { name: '6', exact: true })).toBeVisible();

  // The issue is a delivered supply: Supplies, reached from the sidebar, lists it.
  await clickSidebarLink(page, 'Logistics Management', 'Supplies');
  await expect(page.getByRole('heading', { level: 1, name: 'Supplies' })).toBeVisible();
  await page.getByPlaceholder('Search by farmer, member number, item, category or status').fill(PRODUCT);
  const supply = rowsOf(page, 'Supplies').filter({ hasText: PRODUCT });
  await expect(supply).toHaveCount(1);
  await expect(supply).toContainText(farmerName);
  await expect(supply).toContainText('12,000.00');
  await expect(supply).toContainText('Delivered');
});
