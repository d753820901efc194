import { expectStatus } from '../testing/dairy-fixture';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';

let t: TestApp;
let a: Account;
let b: Account;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.registerAccount('Alpha');
  b = await t.registerAccount('Beta');
});
afterAll(() => t.close());

describe('/organizations', () => {
  it('lists and reads only your own organisations, with the default rate', async () => {
    const list = expectStatus(await t.as(a, { method: 'GET', url: '/organizations' }), 200);
    expect(list).toMatchObject({ total: 1, data: [{ id: a.orgId, name: 'Alpha Dairy', default_rate_per_litre: 50 }] });
    expect((await t.as(a, { method: 'GET', url: `/organizations/${b.orgId}` })).statusCode).toBe(404);
    expect((await t.as(a, { method: 'GET', url: `/organizations?org_id=${b.orgId}` })).statusCode).toBe(403);
  });

  it('updates your own organisation only, checking the rate', async () => {
    const updated = expectStatus(
      await t.as(a, {
        method: 'PUT',
        url: `/organizations/${a.orgId}`,
        payload: { name: 'Alpha Cooperative', default_rate_per_litre: 54.5 },
      }),
      200,
    );
    expect(updated).toMatchObject({ name: 'Alpha Cooperative', default_rate_per_litre: 54.5 });
    expect(
      (await t.as(a, { method: 'PUT', url: `/organizations/${b.orgId}`, payload: { name: 'Taken' } })).statusCode,
    ).toBe(404);
    const bad = await t.as(a, {
      method: 'PUT',
      url: `/organizations/${a.orgId}`,
      payload: { default_rate_per_litre: 0 },
    });
    expect(bad.json().fields).toEqual({ default_rate_per_litre: 'must be > 0' });
  });

  it('offers no create or delete (organisations come from /register)', async () => {
    expect((await t.as(a, { method: 'POST', url: '/organizations', payload: { name: 'New' } })).statusCode).toBe(404);
    expect((await t.as(a, { method: 'DELETE', url: `/organizations/${a.orgId}` })).statusCode).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths['/organizations'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/organizations/{id}']).sort()).toEqual(['get', 'put']);
  });
});
