import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './helpers';
import { apiToken } from './intake-helpers';

// Assign Drivers follows the one overlap rule of Add Trip and Edit Schedule (issue 30, item 4):
// ticking the 17:45 and the 17:50 trips and giving both one driver warns, naming the driver and
// both trips, and saves only on "Save anyway". The two trips are made for the test on a route
// of their own, tomorrow, and removed after it.
const TAMU_ADMIN = { email: 'admin@tamu.test', password: 'Maziwa-2026' };

interface Made {
  routeId: string;
  routeName: string;
  tripIds: string[];
  driverName: string;
  day: string;
}

async function api<T>(request: APIRequestContext, token: string, method: string, path: string, data?: object) {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Tomorrow as Nairobi's calendar has it (yyyy-MM-dd), and as the console writes it (dd/MM/yyyy). */
function tomorrowInNairobi(): { iso: string; shown: string } {
  const iso = new Date(Date.now() + 27 * 3600_000).toISOString().slice(0, 10);
  return { iso, shown: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` };
}

async function makeTrips(request: APIRequestContext, token: string): Promise<Made> {
  type Page<T> = { data: T[] };
  const [location] = (await api<Page<{ id: string }>>(request, token, 'GET', 'locations?limit=1')).data;
  const [driverRole] = (await api<Page<{ id: string }>>(request, token, 'GET', 'roles?filter=name:Driver')).data;
  const drivers = (
    await api<Page<{ id: string; user: { first_name: string; last_name: string } }>>(
      request,
      token,
      'GET',
      `user-roles?filter=role_id:${driverRole.id}&limit=2&populate=user`,
    )
  ).data;
  expect(drivers.length, 'two drivers in the demo').toBe(2);
  const routeName = `Clash Loop ${Date.now().toString(36)}`;
  const route = await api<{ id: string }>(request, token, 'POST', 'routes', {
    name: routeName,
    location_ids: [location.id],
    distance: 12,
  });
  const { iso } = tomorrowInNairobi();
  const trip = (driver: string, start: string, end: string) =>
    api<{ id: string }>(request, token, 'POST', 'trips', {
      user_roles_ids: [driver],
      route_id: route.id,
      start_time: `${iso}T${start}:00+03:00`,
      end_time: `${iso}T${end}:00+03:00`,
    });
  const first = await trip(drivers[0].id, '17:45', '18:30');
  const second = await trip(drivers[1].id, '17:50', '18:40');
  const { first_name, last_name } = drivers[0].user;
  return {
    routeId: route.id,
    routeName,
    tripIds: [first.id, second.id],
    driverName: `${first_name} ${last_name}`,
    day: tomorrowInNairobi().shown,
  };
}

test('Assign Drivers warns of one driver on two overlapping ticked trips, and saves only on Save anyway', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, TAMU_ADMIN);
  const made = await makeTrips(request, token);
  try {
    await page.goto(`/milk-collections/collection-schedule?q=${encodeURIComponent(made.routeName)}`);
    await signIn(page, TAMU_ADMIN);
    const early = page.getByRole('checkbox', { name: `Select ${made.routeName} ${made.day} 17:45` });
    const late = page.getByRole('checkbox', { name: `Select ${made.routeName} ${made.day} 17:50` });
    await early.check();
    await late.check();
    await page.getByRole('button', { name: 'Assign Drivers' }).click();

    const dialog = page.getByRole('dialog', { name: 'Assign Drivers' });
    await dialog.getByLabel('Assigned Driver').selectOption({ label: made.driverName });
    const warning = dialog.getByRole('status', { name: 'Drivers already on a trip' });
    await expect(warning).toContainText(made.driverName);
    await expect(warning).toContainText(
      `${made.routeName} ${made.day} 17:50 overlaps ${made.routeName}, ${made.day} 17:45`,
    );
    await expect(warning).toContainText('Choose another driver, or save anyway.');

    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByRole('status').getByText('Driver assigned to 2 schedules')).toBeVisible();
    await expect(dialog).toBeHidden();
  } finally {
    for (const id of made.tripIds) await api(request, token, 'DELETE', `trips/${id}`);
    await api(request, token, 'DELETE', `routes/${made.routeId}`);
  }
});
