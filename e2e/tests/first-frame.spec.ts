import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { openSignedIn, sidebar } from './helpers';

// A page's file draws the shell's first frame before any script has run: the page's h1, and
// where the page declares them the sentence under it and its search box, above a spinner
// (host/src/shell/first-frame.html, written into each page's file by
// deploy/gateway/src/page-files.ts). When the console takes over, they must stay where they
// were: a frame of another shape than the page's would make it jump on every first load.

const PAGE = '/milk-collections/collection-schedule';
const HEADING = 'Collection Schedule';

interface FramedPage {
  path: string;
  heading: string;
  description?: RegExp;
  search?: string;
}

const FRAMED_PAGES: FramedPage[] = [
  { path: PAGE, heading: HEADING, search: 'Search by route or driver' },
  { path: '/payroll/advances', heading: 'Advances', search: 'Search by farmer, member number or reason' },
  { path: '/reports/quality', heading: 'Quality', description: /^How good the milk was/ },
];

/** Holds the shell's script back until `release` is called, so the frame can be looked at alone. */
async function holdShellScript(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route('**/main.js', (route) => {
    held.push(route);
  });
  return async () => {
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/main.js');
  };
}

// What shows that the console, not the frame, is on screen: the phone's menu button, the desktop's sidebar.
const DEVICES: Array<{ device: string; viewport: { width: number; height: number }; shell: (page: Page) => Locator }> =
  [
    {
      device: 'a phone',
      viewport: { width: 412, height: 823 },
      shell: (page) => page.getByRole('button', { name: 'Open menu' }),
    },
    { device: 'a desktop', viewport: { width: 1350, height: 940 }, shell: sidebar },
  ];

/** Where a text starts on screen: its box's top-left corner and height (a search box may grow sideways on a desktop). */
async function placeOf(locator: Locator) {
  const box = await locator.boundingBox();
  return box && { x: box.x, y: box.y, height: box.height };
}

for (const { device, viewport, shell } of DEVICES) {
  for (const framed of FRAMED_PAGES) {
    test(`on ${device}, ${framed.heading} is drawn before any script and its top does not move when the console takes over`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page);
      await expect(shell(page)).toBeVisible();

      const release = await holdShellScript(page);
      await page.goto(framed.path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1, name: framed.heading });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading...');
      // No script has run: no menu, no table, no working search box yet.
      await expect(shell(page)).toHaveCount(0);
      await expect(page.getByRole('grid').or(page.getByRole('table'))).toHaveCount(0);
      await expect(page.getByRole('searchbox')).toHaveCount(0);
      const top = [heading];
      if (framed.description) top.push(page.getByText(framed.description));
      if (framed.search) top.push(page.getByPlaceholder(framed.search, { exact: true }));
      const framedPlaces = [];
      for (const part of top) {
        await expect(part).toBeVisible();
        framedPlaces.push(await placeOf(part));
      }
      expect(framedPlaces[0]?.height).toBeGreaterThan(0);

      await release();
      await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toBeVisible();
      await expect(shell(page)).toBeVisible();
      if (framed.search) await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', framed.search);
      const places = [];
      for (const part of top) places.push(await placeOf(part));
      expect(places).toEqual(framedPlaces);
    });
  }
}

// The page's file carries the shell's styles (so the frame paints with the HTML alone); the
// style loader must find them there by their address and not download them again.
test("the shell's styles come inside the page and are not fetched again", async ({ page, request }) => {
  await openSignedIn(page);
  const html = await (await request.get(PAGE, { headers: { accept: 'text/html' } })).text();
  const inlined = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]);
  expect(inlined.length).toBeGreaterThanOrEqual(1);
  const styles: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') styles.push(new URL(sent.url()).pathname);
  });
  await page.goto(PAGE);
  await expect(page.getByRole('grid').or(page.getByRole('table'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(styles.filter((href) => inlined.includes(href))).toEqual([]);
});

test('a page opened signed out goes on to the sign-in page, leaving no frame behind', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Login to Account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toHaveCount(0);
});
