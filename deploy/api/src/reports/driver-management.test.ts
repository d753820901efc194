import { onDemoData } from '../testing/demo-session';

// On the demo data: the seeded drivers plus one added the way the console adds one.
const demo = onDemoData();

const report = (query = '') =>
  demo.app.as(demo.token, { method: 'GET', url: `/reports/driver-management?organization_id=${demo.orgId}${query}` });

it('lists one row per Driver link of the organisation, with name, id, contact and status', async () => {
  const body = (await report()).json();
  expect(body).toMatchObject({ total: 12, limit: 100, offset: 0 });
  for (const row of body.data) {
    expect(row).toEqual({
      driver_name: expect.stringMatching(/^\S+ \S+$/),
      driver_id: expect.stringMatching(/^DRV-\d{3}$/),
      contact_information: expect.stringMatching(/^\+2547\d{8}$/),
      status: expect.stringMatching(/^(active|inactive|pending)$/),
      id: expect.any(String),
      user_id: expect.any(String),
      organization_id: demo.orgId,
    });
  }
  expect(new Set(body.data.map((r: { status: string }) => r.status))).toEqual(
    new Set(['active', 'inactive', 'pending']),
  );
});

it('shows a driver created through POST /users + POST /user-roles first', async () => {
  const user = (
    await demo.app.as(demo.token, {
      method: 'POST',
      url: '/users',
      payload: {
        username: 'Achieng-Odhiambo',
        first_name: 'Achieng',
        last_name: 'Odhiambo',
        email: 'achieng.odhiambo@maziwa.test',
        contact_info: { phone: '+254733111222', address: 'Kiambu' },
        organization_ids: [demo.orgId],
        is_active: true,
        password: 'placeholder-password',
      },
    })
  ).json();
  const driverRole = (
    await demo.app.as(demo.token, { method: 'GET', url: `/roles?filter=name:Driver&org_id=${demo.orgId}` })
  ).json().data[0];
  const link = await demo.app.as(demo.token, {
    method: 'POST',
    url: '/user-roles',
    payload: {
      organization_id: demo.orgId,
      user_id: user.id,
      role_id: driverRole.id,
      member_id: 'DRV-101',
      status: 'pending',
      location_ids: [],
      route_ids: [],
      available: true,
    },
  });
  expect(link.statusCode).toBe(201);

  const body = (await report('&limit=10')).json();
  expect(body.total).toBe(13);
  expect(body.data[0]).toMatchObject({
    driver_name: 'Achieng Odhiambo',
    driver_id: 'DRV-101',
    contact_information: '+254733111222',
    status: 'pending',
  });
});

it('uses the email when there is no phone', async () => {
  const user = (
    await demo.app.as(demo.token, {
      method: 'POST',
      url: '/users',
      payload: {
        username: 'No-Phone',
        first_name: 'No',
        last_name: 'Phone',
        email: 'no.phone@maziwa.test',
        password: 'placeholder-1',
      },
    })
  ).json();
  const driverRole = (await demo.app.as(demo.token, { method: 'GET', url: '/roles?filter=name:Driver' })).json()
    .data[0];
  await demo.app.as(demo.token, {
    method: 'POST',
    url: '/user-roles',
    payload: { user_id: user.id, role_id: driverRole.id, member_id: 'DRV-102' },
  });
  expect((await report('&limit=1')).json().data[0]).toMatchObject({
    driver_id: 'DRV-102',
    contact_information: 'no.phone@maziwa.test',
  });
});

it('pages, sorts and searches', async () => {
  const sorted = (await report('&sort=driver_id')).json().data.map((r: { driver_id: string }) => r.driver_id);
  expect(sorted).toEqual([...sorted].sort());
  const page = (await report('&sort=driver_id&limit=3&offset=3')).json();
  expect(page.data.map((r: { driver_id: string }) => r.driver_id)).toEqual(sorted.slice(3, 6));
  const search = (await report('&q=achieng%20odh')).json();
  expect(search.data.map((r: { driver_id: string }) => r.driver_id)).toEqual(['DRV-101']);
  const filtered = (await report('&filter=status:pending')).json();
  expect(filtered.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
  expect((await report('&sort=salary')).statusCode).toBe(400);
});

it('covers all your organisations when organization_id is left out', async () => {
  const all = await demo.app.as(demo.token, { method: 'GET', url: '/reports/driver-management' });
  expect(all.json().total).toBe(14);
});
