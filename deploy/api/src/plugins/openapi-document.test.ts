import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { deriveOperationId, singular } from './operation-ids';
import { registerOpenApi } from './swagger';

interface DocOperation {
  operationId?: string;
  tags?: string[];
}

interface Doc {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, DocOperation>>;
}

let t: TestApp;
let doc: Doc;

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, ...operation })),
  );

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document, as a generated client reads it', () => {
  it('declares OpenAPI 3.1 and writes its schemas in that dialect (JSON Schema, no 3.0 nullable)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
  });

  it('gives every operation a unique, readable operationId and a declared tag', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const declared = new Set(doc.tags.map((tag) => tag.name));
    for (const operation of all) {
      expect({ where: operation.where, operationId: operation.operationId }).toEqual({
        where: operation.where,
        operationId: expect.stringMatching(/^[a-z][a-zA-Z]+$/),
      });
      expect({ where: operation.where, tags: operation.tags }).toEqual({
        where: operation.where,
        tags: [expect.any(String)],
      });
      expect(declared).toContain(operation.tags![0]);
    }
    const ids = all.map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('names operations after what they do', () => {
    const idOf = (method: string, path: string) => doc.paths[path][method].operationId;
    expect(idOf('get', '/trips')).toBe('listTrips');
    expect(idOf('get', '/trips/{id}')).toBe('getTrip');
    expect(idOf('post', '/trips')).toBe('createTrip');
    expect(idOf('put', '/trips/{id}')).toBe('updateTrip');
    expect(idOf('delete', '/trips/{id}')).toBe('deleteTrip');
    expect(idOf('get', '/supplies/{id}')).toBe('getSupply');
    expect(idOf('post', '/payments/process')).toBe('processPayments');
    expect(idOf('put', '/users/{id}/roles')).toBe('setUserRoles');
    expect(idOf('get', '/users/me')).toBe('getCurrentUser');
    expect(idOf('post', '/token')).toBe('signIn');
    expect(idOf('get', '/reports/quality-tests')).toBe('listQualityTestsReport');
    expect(idOf('get', '/audit-events')).toBe('listAuditEvents');
  });

  it('names /api as its server (the gateway mounts it there) and the root for the API run alone', () => {
    expect(doc.servers.map((server) => server.url)).toEqual(['/api', '/']);
    expect(Object.keys(doc.paths)).toContain('/token');
  });
});

describe('operationIds', () => {
  it('are derived from the method and the path', () => {
    expect(deriveOperationId('GET', '/account-top-ups')).toBe('listAccountTopUps');
    expect(deriveOperationId('POST', '/account-top-ups')).toBe('createAccountTopUp');
    expect(deriveOperationId('GET', '/user-roles/:id')).toBe('getUserRole');
    expect(deriveOperationId('DELETE', '/extension-call-logs/{id}')).toBe('deleteExtensionCallLog');
    expect(deriveOperationId('GET', '/reports/routes-and-collection-centers')).toBe(
      'listRoutesAndCollectionCentersReport',
    );
    expect(singular('supplies')).toBe('Supply');
  });

  it('leave a path no rule fits to the route, which must then name its operation', async () => {
    expect(deriveOperationId('POST', '/users/:id/password')).toBeUndefined();
    expect(deriveOperationId('GET', '/payments/balance')).toBeUndefined();
    const app = Fastify();
    await registerOpenApi(app);
    const handler = async () => ({});
    expect(() => app.get('/payments/balance', { schema: { tags: ['Payments'] } }, handler)).toThrow(
      'GET /payments/balance: no operationId can be derived; give it schema.operationId',
    );
    expect(() => app.get('/cows', { schema: {} }, handler)).toThrow('GET /cows has no OpenAPI tag');
    expect(() =>
      app.get('/payments/balance', { schema: { tags: ['Payments'], operationId: 'getPayoutBalance' } }, handler),
    ).not.toThrow();
    await app.close();
  });
});
