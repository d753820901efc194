import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { addMember } from '../testing/members';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';

// Export Data writes a screen's columns in the screen's words (issue 30, item 9): the columns a
// list shows in its own words (Users' Roles and Status, Roles' Permissions, Pay Runs' Period,
// Status, Computed and Approved, Farmer Rates' Type, Activity's Who, Resource, Action and
// Changes) are export-only columns that `columns` asks for.
let t: TestApp;
let farm: Farm;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Screen words', 1);
  admin = farm.account;
});
afterAll(() => t.close());

async function csvOf(path: string, columns: string, query = '') {
  const response = await t.as(admin, {
    method: 'GET',
    url: `${path}?format=csv&org_id=${admin.orgId}&columns=${encodeURIComponent(columns)}${query}`,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  const [header, ...rows] = response.body.trim().split('\r\n');
  return { header, rows };
}

describe('Export Data in the words of the screen', () => {
  it("writes Users' Roles as role names and Status as Active/Inactive", async () => {
    const clerk = await addMember(t, admin, 'user');
    expectStatus(
      await t.as(admin, { method: 'PUT', url: `/users/${clerk.userId}`, payload: { is_active: false } }),
      200,
    );
    const { header, rows } = await csvOf(
      '/users',
      'username:Username,role_names:Roles,active_status:Status',
      '&sort=username',
    );
    expect(header.split(',').slice(0, 3)).toEqual(['Username', 'Roles', 'Status']);
    const byUser = Object.fromEntries(rows.map((row) => [row.split(',')[0], row]));
    const clerkName = (await t.as(admin, { method: 'GET', url: `/users/${clerk.userId}` })).json().username;
    expect(byUser[clerkName]).toMatch(new RegExp(`^${clerkName},user,Inactive,`));
    const adminName = (await t.as(admin, { method: 'GET', url: `/users/${admin.userId}` })).json().username;
    expect(byUser[adminName]).toMatch(new RegExp(`^${adminName},admin,Active,`));
    // A list asking for no such column has none: the raw fields stay as they were.
    const plain = await csvOf('/users', 'username:Username');
    expect(plain.header).not.toMatch(/role_names|active_status/);
    expect(plain.header.split(',')).toContain('is_active');
  });

  it("writes Roles' Permissions as how many the role holds", async () => {
    const roles = expectStatus(await t.as(admin, { method: 'GET', url: `/roles?org_id=${admin.orgId}&limit=100` }), 200)
      .data as Array<{ name: string; permissions: string[] }>;
    const { header, rows } = await csvOf('/roles', 'name:Name,permission_count:Permissions,description:Description');
    expect(header.split(',').slice(0, 3)).toEqual(['Name', 'Permissions', 'Description']);
    const counts = Object.fromEntries(rows.map((row) => [row.split(',')[0], row.split(',')[1]]));
    for (const role of roles) expect(counts[role.name]).toBe(String(role.permissions.length));
    expect(roles.some((role) => role.permissions.length > 0)).toBe(true);
  });

  it("writes Pay Runs' Period, Status, Computed and Approved as the screen says them", async () => {
    const newRun = async (period_start: string, period_end: string) =>
      expectStatus(await t.as(admin, { method: 'POST', url: '/pay-runs', payload: { period_start, period_end } }), 201);
    const february = await newRun('2026-02-01', '2026-02-28');
    const approver = await addMember(t, admin, 'admin');
    expectStatus(await t.as(approver, { method: 'POST', url: `/pay-runs/${february.id}/approve` }), 200);
    await newRun('2026-03-16', '2026-03-31');
    const { header, rows } = await csvOf(
      '/pay-runs',
      'period:Period,status_label:Status,net_amount:Net,computed:Computed,approved:Approved',
    );
    expect(header.split(',').slice(0, 5)).toEqual(['Period', 'Status', 'Net', 'Computed', 'Approved']);
    expect(rows).toHaveLength(2);
    // Newest period first; who computed it, then when on the organisation's clock.
    expect(rows[0]).toMatch(/^16–31 Mar 2026,Draft,0,"Screen words Admin, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}",N\/A,/);
    // Approved with nothing to pay: completed at once.
    expect(rows[1]).toMatch(
      /^February 2026,Completed,0,"Screen words Admin, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}","admin Member\d+, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}",/,
    );
  });

  it("writes Farmer Rates' Type as Special or Standing", async () => {
    const rate = (kind: string, extra: object = {}) =>
      t.as(admin, {
        method: 'POST',
        url: '/pay-rates',
        payload: {
          kind,
          producer_id: farm.producers[0].id,
          rate_per_litre: 50,
          effective_from: '2027-01-01',
          ...extra,
        },
      });
    expectStatus(await rate('farmer'), 201);
    expectStatus(await rate('farmer_special', { effective_to: '2027-01-31', rate_per_litre: 55 }), 201);
    const { header, rows } = await csvOf(
      '/pay-rates',
      'farmer_name:Farmer Name,type_label:Type,rate_per_litre:Rate per Litre',
      `&filter=${encodeURIComponent('kind:farmer_special,kind:farmer')}&sort=rate_per_litre`,
    );
    expect(header.split(',').slice(0, 3)).toEqual(['Farmer Name', 'Type', 'Rate per Litre']);
    expect(rows.map((row) => row.split(',').slice(1, 3).join(','))).toEqual(['Standing,50', 'Special,55']);
  });

  it('exports Activity with its When, Who, Resource, Record, Action and Changes, every event, newest first', async () => {
    const created = expectStatus(
      await t.as(admin, {
        method: 'POST',
        url: '/locations',
        payload: { name: 'Words Centre', coordinates: { latitude: -1.1, longitude: 36.8 } },
      }),
      201,
    );
    expectStatus(
      await t.as(admin, { method: 'PUT', url: `/locations/${created.id}`, payload: { name: 'Words Central' } }),
      200,
    );
    const total = expectStatus(
      await t.as(admin, { method: 'GET', url: `/audit-events?org_id=${admin.orgId}&limit=1` }),
      200,
    ).total as number;
    const columns =
      'occurred_at:When,who:Who,resource_label:Resource,record_label:Record,action_label:Action,changes_text:Changes';
    const { header, rows } = await csvOf('/audit-events', columns);
    expect(header.split(',').slice(0, 6)).toEqual(['When', 'Who', 'Resource', 'Record', 'Action', 'Changes']);
    expect(rows).toHaveLength(total);
    expect(rows[0]).toMatch(
      new RegExp(
        '^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2},Screen words Admin,Collection centres,Words Central,Updated,Center Name: Words Centre → Words Central,',
      ),
    );
    expect(rows[1]).toMatch(/,Collection centres,Words Central,Created,"?Center Name: Words Centre;/);
    // Past one batch (500): every event once, newest first, also where events share a moment.
    await t.db.query(
      `INSERT INTO audit_events (organization_id, user_id, occurred_at, resource, record_id, action)
       SELECT $1, $2, timestamptz '2026-01-05 10:00:00.123456+03' - (n / 3) * interval '1 microsecond',
              'imports', gen_random_uuid(), 'update'
         FROM generate_series(1, 1200) AS n`,
      [admin.orgId, admin.userId],
    );
    const trips = await csvOf('/audit-events', 'record_id:Record,occurred_at:When', '&resource=imports');
    expect(trips.rows).toHaveLength(1200);
    expect(new Set(trips.rows.map((row) => row.split(',')[0])).size).toBe(1200);
    // Only the centre's events, with a resource filter, as the screen's Resource select sends it.
    const centres = await csvOf('/audit-events', columns, '&resource=locations');
    expect(centres.rows.every((row) => row.includes(',Collection centres,'))).toBe(true);
  });
});
