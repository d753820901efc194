import { createTestApp, type Account, type TestApp } from './testing/test-app';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Docs');
});
afterAll(() => t.close());

describe('GET /openapi.json', () => {
  it('serves an OpenAPI 3 document listing every route, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const resource of ['users', 'roles', 'permissions', 'user-roles', 'locations', 'routes', 'trips']) {
      expect(paths).toContain(`/${resource}`);
      expect(paths).toContain(`/${resource}/{id}`);
      expect(Object.keys(doc.paths[`/${resource}/{id}`]).sort()).toEqual(['delete', 'get', 'put']);
    }
    for (const path of [
      '/token',
      '/logout',
      '/register',
      '/users/me',
      '/users/{id}/password',
      '/user-roles/roles',
      '/user-roles/routes',
      '/reports/driver-management',
    ]) {
      expect(paths).toContain(path);
    }
    expect(doc.paths['/token'].post.security).toEqual([]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['org_id', 'populate', 'filter', 'limit', 'offset', 'sort', 'q']),
    );
  });
});

describe('errors', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const response = await t.as(admin, { method: 'GET', url: '/cows' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /cows not found' });
    expect((await t.app.inject({ method: 'GET', url: '/cows' })).statusCode).toBe(404);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/locations',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('never answers 500 to bad input', async () => {
    const junk: unknown[] = [
      null,
      [],
      'text',
      42,
      { name: '' },
      { name: 'x'.repeat(5000) },
      { name: 'x', coordinates: 'here' },
      { name: 'x', coordinates: { latitude: 'north', longitude: 1 } },
      { name: 'x', organization_id: 'nope' },
      { name: 'x', location_ids: 'a,b' },
      { name: 'x', start_times: { monday: '05:00' } },
      { name: 'x', start_times: [] },
      { name: 'x', distance: 1e308 },
      { user_id: 'x', role_id: 'y' },
      {
        route_id: '00000000-0000-4000-8000-000000000000',
        user_roles_ids: ['x'],
        start_time: '2026-13-45T99:99',
        end_time: '',
      },
      { username: 'u', email: 'u@x.test', password: 'p'.repeat(8), organization_ids: [] },
      { username: 'u', email: 'u@x.test', password: 'p'.repeat(8), contact_info: [] },
      { name: 'x', permissions: ['not-a-uuid'] },
    ];
    const urls = ['/locations', '/routes', '/user-roles', '/trips', '/users', '/roles', '/permissions'];
    for (const url of urls) {
      for (const payload of junk) {
        const response = await t.as(admin, {
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect({ url, payload, status: response.statusCode < 500 }).toEqual({ url, payload, status: true });
        if (response.statusCode >= 400) {
          expect(response.json()).toEqual(
            expect.objectContaining({ statusCode: response.statusCode, message: expect.any(String) }),
          );
        }
      }
    }
    const queries = [
      'filter=:',
      'filter=,,,',
      'filter=name',
      'sort=-',
      'sort=,',
      'q=%25%5F%5C',
      'populate=,',
      'limit=1.5',
      'offset=1e9',
      'filter=created_at:yesterday',
      'filter=distance:far',
    ];
    for (const url of ['/users', '/routes', '/trips', '/locations']) {
      for (const query of queries) {
        const response = await t.as(admin, { method: 'GET', url: `${url}?${query}` });
        expect({ url, query, ok: response.statusCode < 500 }).toEqual({ url, query, ok: true });
      }
    }
  });

  it('hides the inside of a 500', async () => {
    t.app.log.level = 'silent';
    await t.db.exec('ALTER TABLE locations RENAME TO locations_away');
    try {
      const response = await t.as(admin, { method: 'GET', url: '/locations' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong',
      });
    } finally {
      await t.db.exec('ALTER TABLE locations_away RENAME TO locations');
    }
  });
});
