import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { insertPayablePayment, topUp } from '../testing/payable-payment';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { RECORD_NAMERS } from './record-namers';

// Activity and History speak in names (issue 30, item 8): a record as staff know it, a changed
// id as the name it stood for, never another organisation's names.
let t: TestApp;
let farm: Farm;
let admin: Account;
let other: Farm;

interface Change {
  before: unknown;
  after: unknown;
  label?: string;
  before_name?: string | string[] | null;
  after_name?: string | string[] | null;
}
interface Event {
  resource: string;
  record_id: string;
  record_label: string;
  action: string;
  changes: Record<string, Change>;
}

const historyOf = async (id: string, account: Account = admin): Promise<Event[]> =>
  expectStatus(await t.as(account, { method: 'GET', url: `/audit-events?record_id=${id}` }), 200).data;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(admin, { method, url, ...(payload ? { payload } : {}) });
const newRoute = async (name: string) =>
  expectStatus(await send('POST', '/routes', { name, location_ids: [farm.centres[0].id], distance: 5 }), 201)
    .id as string;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Names', 2);
  admin = farm.account;
  other = await createFarm(t, 'Secret', 1);
});
afterAll(() => t.close());

describe("a farmer's edit", () => {
  it('names the farmer by name and member number, the fields as the form does and the routes and centres by name', async () => {
    const [farmer] = farm.producers;
    const hill = await newRoute('Names Hill');
    expectStatus(await send('PUT', `/user-roles/${farmer.id}`, { route_ids: [farm.routeId] }), 200);
    expectStatus(
      await send('PUT', `/user-roles/${farmer.id}`, { route_ids: [hill], location_ids: [farm.centres[1].id] }),
      200,
    );
    const [edit, first] = await historyOf(farmer.id);
    expect(edit.record_label).toBe('Akinyi Otieno (#F-001)');
    expect(edit.changes.route_ids).toEqual({
      before: [farm.routeId],
      after: [hill],
      label: 'Assigned Route',
      before_name: ['Names Loop'],
      after_name: ['Names Hill'],
    });
    expect(edit.changes.location_ids).toMatchObject({
      label: 'Collection Center',
      before_name: ['Names Githunguri'],
      after_name: ['Names Limuru'],
    });
    expect(first.changes.route_ids).toMatchObject({ before_name: [], after_name: ['Names Loop'] });
    // A field that holds no id says its value only.
    expectStatus(await send('PUT', `/user-roles/${farmer.id}`, { member_id: 'F-101' }), 200);
    const [renumbered] = await historyOf(farmer.id);
    expect(renumbered.record_label).toBe('Akinyi Otieno (#F-101)');
    expect(renumbered.changes.member_id).toEqual({ before: 'F-001', after: 'F-101', label: 'Member ID' });
  });

  it("names the person's account and a driver's fields in the driver form's words", async () => {
    expectStatus(await send('PUT', `/user-roles/${farm.driverId}`, { member_id: 'DRV-009' }), 200);
    const [driverEdit] = await historyOf(farm.driverId);
    expect(driverEdit.record_label).toBe('Kamau Driver (#DRV-009)');
    expect(driverEdit.changes.member_id.label).toBe('Employee ID');
    expectStatus(await send('PUT', `/user-roles/${farm.driverId}`, { user: { first_name: 'Kamaa' } }), 200);
    const link = expectStatus(await t.as(admin, { method: 'GET', url: `/user-roles/${farm.driverId}` }), 200);
    const [accountEdit] = await historyOf(link.user_id);
    expect(accountEdit).toMatchObject({
      resource: 'users',
      record_label: 'Kamaa Driver',
      changes: { first_name: { before: 'Kamau', after: 'Kamaa', label: 'First Name' } },
    });
  });
});

describe('other records', () => {
  it('names a payment by its farmer and period, and a trip by its route and start with its drivers by name', async () => {
    await topUp(t.db, admin.orgId, 10_000);
    const farmer = farm.producers[1];
    const payment = await insertPayablePayment(t.db, {
      organizationId: admin.orgId,
      producerId: farmer.id,
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
    });
    expectStatus(await send('POST', '/payments/process', { ids: [payment.id] }), 200);
    const [paid] = await historyOf(payment.id);
    expect(paid.record_label).toBe('Kiprono Koech (#F-002) — February 2026');
    expect(paid.changes.status.label).toBe('Status');
    expect(paid.changes.transaction_reference.label).toBe('Transaction Reference');

    expectStatus(await send('PUT', `/trips/${farm.tripId}`, { user_roles_ids: [farm.driverId] }), 200);
    const [trip] = await historyOf(farm.tripId);
    // Nairobi's clock, as the console shows times.
    expect(trip.record_label).toBe('Names Loop, 02/03/2026 08:00');
    expect(trip.changes.user_roles_ids).toMatchObject({
      label: 'Drivers',
      before_name: ['Kamaa Driver (#DRV-009)', 'Wanjiru Tester (#QA-001)'],
      after_name: ['Kamaa Driver (#DRV-009)'],
    });
  });

  it('keeps the name a deleted record last had, else says what it was', async () => {
    const gone = await newRoute('Old Hill');
    expectStatus(await send('PUT', `/routes/${gone}`, { name: 'Old Hill Road' }), 200);
    const farmer = farm.producers[1];
    expectStatus(await send('PUT', `/user-roles/${farmer.id}`, { route_ids: [gone] }), 200);
    expectStatus(await send('PUT', `/user-roles/${farmer.id}`, { route_ids: [] }), 200);
    expectStatus(await send('DELETE', `/routes/${gone}`), 204);

    const [deleted, renamed] = await historyOf(gone);
    expect(deleted.action).toBe('delete');
    expect(deleted.record_label).toBe('Old Hill Road');
    expect(renamed.changes.name).toMatchObject({ before: 'Old Hill', after: 'Old Hill Road', label: 'Route Name' });
    const [unassigned] = await historyOf(farmer.id);
    expect(unassigned.changes.route_ids).toMatchObject({ before_name: ['Old Hill Road'], after_name: [] });

    // A record the trail kept nothing of: what it was.
    const unknown = '00000000-0000-4000-8000-000000000001';
    await t.db.query(
      `INSERT INTO audit_events (organization_id, user_id, resource, record_id, action, changes)
       VALUES ($1, $2, 'payments', $3, 'update', $4)`,
      [admin.orgId, admin.userId, unknown, JSON.stringify({ producer_id: { before: null, after: unknown } })],
    );
    const [lost] = await historyOf(unknown);
    expect(lost.record_label).toBe('Payment (deleted)');
    expect(lost.changes.producer_id).toMatchObject({
      label: 'Farmer',
      before_name: null,
      after_name: 'Farmer (deleted)',
    });
  });
});

describe('a record of each kind', () => {
  it('is named as its screen shows it', async () => {
    const created = async (url: string, payload: object) => {
      const made = expectStatus(await send('POST', url, payload), 201);
      const [event] = await historyOf(made.id);
      return event.record_label;
    };
    const centre = farm.centres[0].id;
    expect(await created('/collections', { ...delivery(farm, 0), collected_at: '2026-03-02T06:30:00+03:00' })).toBe(
      'Akinyi Otieno (#F-101), 02/03/2026 06:30',
    );
    expect(
      await created('/quality-tests', {
        location_id: centre,
        batch_number: 'NB-7',
        tested_at: '2026-03-02T07:00:00+03:00',
        fat_pct: 4,
        protein_pct: 3.2,
        scc: 1000,
        density: 1.03,
        temperature_c: 5,
        alcohol_test: 'pass',
        clot_on_boiling: 'pass',
        antibiotic_residue: 'pass',
      }),
    ).toBe('Names Githunguri, batch NB-7');
    expect(await created('/consolidations', { location_id: centre, batch_number: 'NB-8', total_weight_kg: 10 })).toBe(
      'Names Githunguri, batch NB-8',
    );
    expect(
      await created('/supplies', {
        producer_id: farm.producers[1].id,
        supply_items: [{ item: 'Hay', quantity: 2 }],
        timestamp: '2026-03-04T09:00:00+03:00',
      }),
    ).toBe('Kiprono Koech (#F-002), 04/03/2026');
    expect(
      await created('/advances', {
        producer_id: farm.producers[1].id,
        amount: 500,
        advanced_on: '2026-03-05',
        reason: 'Vet bill',
      }),
    ).toBe('Kiprono Koech (#F-002), 05/03/2026');
    expect(
      await created('/pay-rates', {
        kind: 'route',
        route_id: farm.routeId,
        rate_per_litre: 48,
        effective_from: '2027-01-01',
      }),
    ).toBe('Names Loop, from 01/01/2027');
    expect(await created('/account-top-ups', { amount: 2500, reference: 'FT-77' })).toBe('Ksh 2,500.00 (FT-77)');
    expect(
      await created('/feed-products', { name: 'Dairy Meal', category: 'feed', unit: 'bag', unit_price: 2400 }),
    ).toBe('Dairy Meal');
    expect(await created('/roles', { name: 'Night clerk', permissions: [] })).toBe('Night clerk');
  });
});

describe("another organisation's names", () => {
  it('never show, even where an event of yours holds their ids', async () => {
    const [theirFarmer] = other.producers;
    // An event of this organisation naming the other's route, farmer and record (never made by
    // the API, which refuses another organisation's ids): still no name of theirs is read.
    await t.db.query(
      `INSERT INTO audit_events (organization_id, user_id, resource, record_id, action, changes)
       VALUES ($1, $2, 'user-roles', $3, 'update', $4)`,
      [
        admin.orgId,
        admin.userId,
        theirFarmer.id,
        JSON.stringify({ route_ids: { before: [], after: [other.routeId] } }),
      ],
    );
    const [event] = await historyOf(theirFarmer.id);
    expect(event.record_label).toBe('Person (deleted)');
    expect(event.changes.route_ids.after_name).toEqual(['Route (deleted)']);
    expect(JSON.stringify(event)).not.toContain('Secret');

    // Their own history names it for them.
    const theirs = await historyOf(theirFarmer.id, other.account);
    expect(theirs[0].record_label).toBe('Akinyi Otieno (#F-001)');
    expect(JSON.stringify(theirs)).not.toContain('Names ');
  });
});

describe('reading the names', () => {
  it('takes the same few queries for a page of 5 events as for 30', async () => {
    const batch = await createFarm(t, 'Batching', 2);
    const ids = batch.producers.map((producer) => producer.id);
    for (let i = 0; i < 30; i++) {
      const route = expectStatus(
        await t.as(batch.account, {
          method: 'POST',
          url: '/routes',
          payload: { name: `Batch ${i}`, distance: 1, location_ids: [batch.centres[0].id] },
        }),
        201,
      ).id;
      expectStatus(
        await t.as(batch.account, { method: 'PUT', url: `/user-roles/${ids[i % 2]}`, payload: { route_ids: [route] } }),
        200,
      );
    }
    const queriesFor = async (limit: number) => {
      const spy = jest.spyOn(t.db, 'query');
      try {
        const page = expectStatus(
          await t.as(batch.account, {
            method: 'GET',
            url: `/audit-events?record_id=${ids.join(',')}&action=update&limit=${limit}`,
          }),
          200,
        );
        expect(page.data).toHaveLength(limit);
        expect(page.data.every((event: Event) => /^Batch \d+$/.test(String(event.changes.route_ids.after_name)))).toBe(
          true,
        );
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    expect(await queriesFor(30)).toBe(await queriesFor(5));
  });

  it("reads every resource's names through an index, in the caller's organisations", async () => {
    for (const [resource, namer] of Object.entries(RECORD_NAMERS)) {
      const plan = await t.db.transaction(async (tx) => {
        // A few test rows make any plan cheap: ask for the one a large table gets.
        await tx.query('SET LOCAL enable_seqscan = off');
        const { rows } = await tx.query(`EXPLAIN ${namer.sql}`, [[admin.orgId], [farm.routeId]]);
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect({ resource, seqScan: /Seq Scan/.test(plan) }).toEqual({ resource, seqScan: false });
    }
  });
});

describe('the Activity export', () => {
  it('writes the record and the changed ids by name', async () => {
    const farmer = farm.producers[0];
    const response = await t.as(admin, {
      method: 'GET',
      url: `/audit-events?format=csv&org_id=${admin.orgId}&record_id=${farmer.id}&columns=${encodeURIComponent(
        'record_label:Record,action_label:Action,changes_text:Changes',
      )}`,
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body.trim().split('\r\n');
    expect(header.split(',').slice(0, 3)).toEqual(['Record', 'Action', 'Changes']);
    expect(rows).toContainEqual(
      expect.stringMatching(
        /^Akinyi Otieno \(#F-101\),Updated,"?Assigned Route: Names Loop → Names Hill; Collection Center: Names Githunguri → Names Limuru/,
      ),
    );
  });
});
