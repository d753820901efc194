import { expect, test, type Page } from '@playwright/test';
import { cellsIn, openSignedIn } from './helpers';

const LIST = '/logistics-management/collection-centers-and-qa-agents';

/**
 * A stand-in for Google's script (what maps.googleapis.com/maps/api/js would answer): the
 * loader's bootstrap put google.maps.importLibrary and the __ib__ callback there first; this
 * replaces importLibrary with one answering stub libraries, then calls back. A click on the map
 * lands on Juja; Enter in the search box chooses the typed place; every reverse lookup finds
 * "Juja Road, Juja".
 */
const FAKE_MAPS_SCRIPT = `(() => {
  const maps = window.google.maps;
  const LatLng = (lat, lng) => ({ lat: () => lat, lng: () => lng });
  const listening = (o) => {
    o.l = {};
    o.addListener = (e, h) => ((o.l[e] = o.l[e] || []).push(h), { remove() {} });
    o.fire = (e, ...a) => (o.l[e] || []).forEach((h) => h(...a));
  };
  class Map {
    constructor(el) {
      listening(this);
      this.el = el;
      el.dataset.fakeMap = 'ready';
      el.addEventListener('click', () => this.fire('click', { latLng: LatLng(-1.1022, 37.0144) }));
    }
    setCenter(c) { this.center = c; }
    setZoom(z) { this.el.dataset.zoom = String(z); }
  }
  class Marker {
    constructor(o) { listening(this); this.position = o.position; }
    setPosition(p) { this.position = p; }
    getPosition() { const p = this.position; return typeof p.lat === 'function' ? p : LatLng(p.lat, p.lng); }
    setMap() {}
  }
  class Geocoder {
    geocode() { return Promise.resolve({ results: [{ formatted_address: 'Juja Road, Juja' }] }); }
  }
  class Autocomplete {
    constructor(input) {
      listening(this);
      input.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter') return;
        this.place = { name: input.value, formatted_address: input.value + ' Town, Kiambu', geometry: { location: LatLng(-1.1003, 37.0113) } };
        this.fire('place_changed');
      });
    }
    getPlace() { return this.place; }
  }
  const libraries = {
    core: { event: { clearInstanceListeners() {} } },
    maps: { Map }, marker: { Marker }, places: { Autocomplete }, geocoding: { Geocoder },
  };
  maps.importLibrary = (name) => Promise.resolve(libraries[name]);
  maps.__ib__();
})();`;

async function openAddForm(page: Page) {
  await openSignedIn(page, LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Collection Centers & QA Agents' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Collection Center' }).click();
  await expect(page).toHaveURL(/\/collection-center\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Collection Center' })).toBeVisible();
}

async function fillDetails(page: Page, name: string) {
  await page.getByLabel('Center Name', { exact: true }).fill(name);
  await page.getByLabel('Contact Person', { exact: true }).fill('Jane Wanjiru');
  await page.getByLabel('Phone Number', { exact: true }).fill('0712 345 678');
  await page.getByLabel('Opens At', { exact: true }).fill('06:00');
  await page.getByLabel('Closes At', { exact: true }).fill('18:30');
  const agent = page.getByLabel('Assigned QA Agent', { exact: true });
  await expect(agent.locator('option').nth(1)).toBeAttached();
  await agent.selectOption({ index: 1 });
  await page.getByLabel('Capacity (L)', { exact: true }).fill('4500');
  await page.getByLabel('Notes', { exact: true }).fill('Cooler serviced monthly');
}

/** Saves, lands on the list with the confirmation, and finds the centre again after a reload. */
async function saveAndFind(page: Page, name: string, address: string) {
  await page.getByRole('button', { name: 'Save Collection Center' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByText(`Collection center ${name} saved`)).toBeVisible();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(cellsIn(page, { name, exact: true })).toBeVisible();
  await expect(cellsIn(page, { name: address, exact: true })).toBeVisible();
}

test('without a maps key, a centre is saved from typed coordinates and shows in the list after a reload', async ({
  page,
}) => {
  await openAddForm(page);
  await expect(page.getByRole('note')).toHaveText(
    'Maps are not set up here: type the address, latitude and longitude.',
  );
  await expect(page.getByLabel('Capacity (L)', { exact: true })).toHaveValue('0');
  await expect(page.getByLabel('Active', { exact: true })).toBeChecked();

  const name = `E2E Typed CC ${Date.now().toString().slice(-6)}`;
  await page.getByLabel('Address', { exact: true }).fill('Thika Road, Ruiru');
  await page.getByLabel('Latitude', { exact: true }).fill('0.3476');
  await page.getByLabel('Longitude', { exact: true }).fill('32.5825');
  await expect(
    page.getByText('This point is outside Kenya. Check the latitude and longitude before saving.'),
  ).toBeVisible();
  await page.getByLabel('Latitude', { exact: true }).fill('-1.1466');
  await page.getByLabel('Longitude', { exact: true }).fill('36.9609');
  await expect(page.getByText(/outside Kenya/)).toHaveCount(0);
  await fillDetails(page, name);
  await saveAndFind(page, name, 'Thika Road, Ruiru');
});

test.describe('with a maps key', () => {
  // The gateway's policy allows Google's origins only with a key configured; this run has
  // none, so the stand-in script would be refused without bypassing the policy.
  test.use({ bypassCSP: true });

  test('a centre is placed with the map picker on a stubbed map, then saved', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: '/api', googleMapsApiKey: 'e2e-fake-key' } }),
    );
    const scriptUrls: string[] = [];
    await page.route('https://maps.googleapis.com/**', (route) => {
      scriptUrls.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT });
    });

    await openAddForm(page);
    await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute('readonly', '');
    expect(scriptUrls).toEqual([]);

    await page.getByRole('button', { name: 'Select Location' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Location' });
    await expect(picker.locator('[data-fake-map="ready"]')).toBeAttached();
    const loaded = new URL(scriptUrls[0]);
    expect(loaded.searchParams.get('key')).toBe('e2e-fake-key');
    expect(loaded.searchParams.get('v')).toBe('weekly');

    const search = picker.getByRole('searchbox', { name: 'Search for a location' });
    await expect(search).toHaveAttribute('placeholder', 'Search for a location...');
    await search.fill('Juja');
    await search.press('Enter');
    await expect(picker.getByText('Juja Town, Kiambu')).toBeVisible();
    await expect(picker.locator('[data-fake-map]')).toHaveAttribute('data-zoom', '17');

    await picker.getByRole('application').click();
    await expect(picker.getByText('Juja Road, Juja')).toBeVisible();
    await picker.getByRole('button', { name: 'Use This Location' }).click();
    await expect(picker).toHaveCount(0);

    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Juja Road, Juja');
    await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('-1.1022');
    await expect(page.getByLabel('Longitude', { exact: true })).toHaveValue('37.0144');
    await expect(page.getByRole('button', { name: 'Change Location' })).toBeVisible();

    const name = `E2E Mapped CC ${Date.now().toString().slice(-6)}`;
    await fillDetails(page, name);
    await saveAndFind(page, name, 'Juja Road, Juja');
  });
});
